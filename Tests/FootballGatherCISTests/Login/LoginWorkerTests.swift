@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
import Testing

/// The real Login Worker: accounts and settings in SQLite, failures injected, the alert
/// on the real stack, the delegate held weakly.
@MainActor @Suite struct LoginWorkerTests {
    let fixture: CISWorkerFixture<LoginWorker>

    init() async throws {
        fixture = try await CISWorkerFixture { LoginWorker(assembly: $0.assembly, delegate: nil) }
    }

    @Test func registersAndLogsInAgainstTheDatabase() async throws {
        let registered = try await fixture.worker.register(username: "alice", password: "pw")
        let loggedIn = try await fixture.worker.logIn(username: "ALICE", password: "pw")

        #expect(loggedIn == registered)
    }

    @Test func savedSettingsLoadBack() async throws {
        let settings = LoginSettings(rememberMe: false, rememberedUsername: nil)

        try await fixture.worker.saveSettings(settings)

        #expect(try await fixture.worker.loadSettings() == settings)
    }

    @Test func anInjectedFailureIsTheStorageError() async {
        fixture.faults.arm("users.login", .fail)

        await #expect(throws: FootballGatherError.storage(.login)) {
            try await fixture.worker.logIn(username: "coach", password: "secret")
        }
    }

    @Test func errorsShowAsTheErrorAlertOfItsScreen() {
        let login = ViewController()
        fixture.navigationController.setViewControllers([login])
        fixture.worker.view = login

        fixture.worker.showError("Invalid username or password.")

        #expect(fixture.alert == .error("Invalid username or password."))
    }

    @Test func theParentIsHeldWeakly() {
        var parent: FlowSpy? = FlowSpy()
        let child = LoginWorker(assembly: fixture.assembly, delegate: parent)
        #expect(child.delegate != nil)

        parent = nil

        #expect(child.delegate == nil)
    }
}
