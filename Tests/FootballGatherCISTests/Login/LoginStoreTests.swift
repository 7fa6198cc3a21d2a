@testable import FootballGatherCIS
import FootballGatherModel
import Testing

/// The Login Store's one pure function: a state and a mutation in, the next state out.
@MainActor
@Suite struct LoginStoreTests {
    let worker = LoginWorkerMock()

    private var store: LoginStore { LoginStore(initialState: LoginState(), worker: worker) }

    @Test func typingChangesTheViewModelAndTheDomainStateTogether() {
        let state = store.execute(state: LoginState(), mutation: .setUsername("bob"))

        #expect(state.viewModel.username == "bob")
        #expect(state.domainState.credentials.username == "bob")
    }

    @Test func loadedSettingsDoNotOverwriteAUsernameAlreadyTyped() {
        let typed = store.execute(state: LoginState(), mutation: .setUsername("bob"))
        let response = LoginModels.LoadSettings.Response(result: .success(LoginSettings(rememberedUsername: "alice")))

        let state = store.execute(state: typed, mutation: .mutateLoadSettings(response))

        #expect(state.viewModel.username == "bob")
    }

    @Test func aStartedSignInShowsLoadingAndBlocksTheNextOne() {
        let state = store.execute(state: LoginState(), mutation: .signInStarted)

        #expect(state.viewModel.isLoading)
        #expect(state.domainState.isSigningIn)
    }

    @Test func aFailedSignInClearsLoadingAndShowsItsMessage() {
        let signingIn = store.execute(state: LoginState(), mutation: .signInStarted)

        let state = store.execute(state: signingIn, mutation: .mutateSignIn(.init(result: .failure(.invalidCredentials))))

        #expect(state == LoginState())
        #expect(worker.calls == [.showError("Invalid username or password.")])
    }
}
