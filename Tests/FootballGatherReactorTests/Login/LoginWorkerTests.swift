@testable import FootballGatherReactor
import FootballGatherModel
import Testing

/// The real Login Worker: accounts and settings in SQLite, failures injected, the parent
/// told through the delegate it holds weakly.
@MainActor
@Suite("Login worker")
struct LoginWorkerTests {
    let live: LiveContext
    let parent = FlowSpy()
    let worker: LoginWorker

    init() async throws {
        live = try await LiveContext()
        worker = LoginWorker(assembly: live.context, delegate: parent)
    }

    @Test func registersAndLogsInAgainstTheDatabase() async throws {
        let registered = try await worker.register(username: "alice", password: "pw")

        #expect(try await worker.logIn(username: "ALICE", password: "pw") == registered)
    }

    @Test func settingsSaveAndLoadBack() async throws {
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

    @Test func signingInTellsTheParent() async {
        await worker.didSignIn(as: live.coach.user)

        #expect(parent.flows == [.signedIn(live.coach.user)])
    }

    @Test func theReactorSignsInAgainstTheDatabase() async throws {
        let reactor = LoginReactor(initialState: LoginState(), worker: worker)

        for action: LoginReactor.Action in [.editUsername("COACH"), .editPassword("secret"), .logIn] {
            await reactor.send(action).value
        }

        #expect(parent.flows == [.signedIn(live.coach.user)])
        #expect(try await live.repositories.settings.loadSettings().rememberedUsername == "coach")
    }
}
