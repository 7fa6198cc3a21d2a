@testable import FootballGatherCIS
import FootballGatherModel
import TerminalUI
import Testing

/// The real Login Worker: accounts and settings in SQLite, failures injected, the alert
/// on the real stack, the delegate held weakly.
@MainActor
@Suite struct LoginWorkerTests {
    let live: LiveContext
    let worker: LoginWorker

    init() async throws {
        live = try await LiveContext()
        worker = LoginWorker(assembly: live.context, delegate: nil)
    }

    @Test func registersAndLogsInAgainstTheDatabase() async throws {

        let registered = try await worker.register(username: "alice", password: "pw")
        let loggedIn = try await worker.logIn(username: "ALICE", password: "pw")

        #expect(loggedIn == registered)
    }

    @Test func savedSettingsLoadBack() async throws {
        let settings = LoginSettings(rememberMe: false, rememberedUsername: nil)

        try await worker.saveSettings(settings)

        #expect(try await worker.loadSettings() == settings)
    }

    @Test func anInjectedFailureIsTheStorageError() async {
        live.faults.arm("users.login", .fail)

        await #expect(throws: FootballGatherError.storage(.login)) {
            try await worker.logIn(username: "coach", password: "secret")
        }
    }

    @Test func errorsShowAsTheErrorAlertOfItsScreen() {
        let login = ViewController()
        live.navigationController.setViewControllers([login])
        worker.view = login

        worker.showError("Invalid username or password.")

        #expect(live.alert == .error("Invalid username or password."))
    }

    @Test func theParentIsHeldWeakly() {
        var parent: FlowSpy? = FlowSpy()
        let child = LoginWorker(assembly: live.context, delegate: parent)
        #expect(child.delegate != nil)

        parent = nil

        #expect(child.delegate == nil)
    }
}
