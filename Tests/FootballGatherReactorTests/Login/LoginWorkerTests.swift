@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// The real Login Worker: accounts and settings in SQLite, failures injected, the parent
/// told through the delegate it holds weakly.
@MainActor @Suite("Login worker") struct LoginWorkerTests {
    let fixture: ReactorWorkerFixture<LoginWorker>

    init() async throws {
        fixture = try await ReactorWorkerFixture { LoginWorker(assembly: $0, delegate: $1) }
    }

    @Test func registersAndLogsInAgainstTheDatabase() async throws {
        let registered = try await fixture.worker.register(username: "alice", password: "pw")

        #expect(try await fixture.worker.logIn(username: "ALICE", password: "pw") == registered)
    }

    @Test func settingsSaveAndLoadBack() async throws {
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

    @Test func signingInTellsTheParent() async {
        await fixture.worker.didSignIn(as: fixture.coach.user)

        #expect(fixture.parent.flows == [.signedIn(fixture.coach.user)])
    }

    @Test func theReactorSignsInAgainstTheDatabase() async throws {
        let reactor = LoginReactor(initialState: LoginState(), worker: fixture.worker)

        for action: LoginReactor.Action in [.editUsername("COACH"), .editPassword("secret"), .logIn] {
            await reactor.send(action).value
        }

        #expect(fixture.parent.flows == [.signedIn(fixture.coach.user)])
        #expect(try await fixture.repositories.settings.loadSettings().rememberedUsername == "coach")
    }
}
