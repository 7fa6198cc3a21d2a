@testable import FootballGatherCIS
import FootballGatherModel
import Testing

/// The Login Interactor against a Store spy and the Worker spy: which mutations it sends,
/// carrying which responses, and which calls it makes.
@MainActor @Suite struct LoginInteractorTests {
    let worker = LoginWorkerSpy()

    private func domainState(_ username: String, _ password: String) -> LoginState.DomainState {
        LoginState.DomainState(credentials: Credentials(username: username, password: password))
    }

    @Test func signingInMarksTheStartThenHandsOverTheUser() async throws {
        let store = StoreSpy<LoginState.DomainState, LoginMutation>(domainState("alice", "secret"))

        await LoginInteractor(store: store, worker: worker).execute(.signIn(.init(kind: .login)))

        try #require(store.mutations.count == 2)
        guard case .signInStarted = store.mutations[0],
              case .mutateSignIn(let response) = store.mutations[1] else {
            Issue.record("unexpected mutations \(store.mutations)")
            return
        }
        #expect(try response.result.get() == User(id: 1, username: "alice"))
    }

    @Test func credentialsAreCheckedBeforeAnyCall() async throws {
        let store = StoreSpy<LoginState.DomainState, LoginMutation>(domainState("", ""))

        await LoginInteractor(store: store, worker: worker).execute(.signIn(.init(kind: .register)))

        guard case .mutateSignIn(let response) = try #require(store.mutations.last) else {
            Issue.record("no sign-in response")
            return
        }
        #expect(throws: FootballGatherError.bothFieldsMandatory) { try response.result.get() }
        #expect(worker.calls == [.showError("Both fields are mandatory.")])
    }

    @Test func loadingTheSettingsSaysSoFirst() async throws {
        let store = StoreSpy<LoginState.DomainState, LoginMutation>(domainState("", ""))

        await LoginInteractor(store: store, worker: worker).execute(.loadSettings(.init()))

        guard case .settingsRequested = try #require(store.mutations.first),
              case .mutateLoadSettings(let response) = try #require(store.mutations.last) else {
            Issue.record("unexpected mutations \(store.mutations)")
            return
        }
        #expect(try response.result.get() == .default)
    }
}
