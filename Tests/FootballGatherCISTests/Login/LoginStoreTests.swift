@testable import FootballGatherCIS
import FootballGatherModel
import Testing

/// The Login Store's pure functions: a state and a mutation in, the next state out (and
/// nothing else: there is no Worker to call); a state in, the view model out.
@Suite struct LoginStoreTests {
    private func execute(_ mutations: LoginMutation..., on state: LoginState = LoginState()) -> LoginState {
        mutations.reduce(state) { LoginStore.execute(state: $0, mutation: $1) }
    }

    @Test func typingShowsInTheViewModel() {
        let state = execute(.setUsername("bob"), .setPassword("pw"), .setRememberMe(false))

        #expect(state.domainState.credentials == Credentials(username: "bob", password: "pw"))
        #expect(LoginStore.viewModel(of: state) == LoginModels.ViewModel(username: "bob", password: "pw", rememberMe: false, isLoading: false))
    }

    @Test func loadedSettingsDoNotOverwriteAUsernameAlreadyTyped() {
        let response = LoginModels.LoadSettings.Response(result: .success(LoginSettings(rememberedUsername: "alice")))

        let state = execute(.setUsername("bob"), .mutateLoadSettings(response))

        #expect(LoginStore.viewModel(of: state).username == "bob")
    }

    @Test func loadingSettingsShowsLoadingAndBlocksSignInUntilTheyAreIn() {
        let loading = execute(.settingsRequested)
        #expect(LoginStore.viewModel(of: loading).isLoading)
        #expect(loading.domainState.isLoadingSettings)

        let loaded = execute(.mutateLoadSettings(.init(result: .success(.default))), on: loading)
        #expect(!loaded.domainState.isLoadingSettings)
        let failed = execute(.mutateLoadSettings(.init(result: .failure(.storage(.loadSettings)))), on: loading)
        #expect(!failed.domainState.isLoadingSettings)
    }

    @Test func aStartedSignInShowsLoadingAndBlocksTheNextOne() {
        let state = execute(.signInStarted)

        #expect(LoginStore.viewModel(of: state).isLoading)
        #expect(state.domainState.isSigningIn)
    }

    @Test func aFailedSignInOnlyClearsLoading() {
        let state = execute(.signInStarted, .mutateSignIn(.init(result: .failure(.invalidCredentials))))

        #expect(state == LoginState())
    }

    @Test func aSuccessfulSignInOnlyClearsLoadingTheWayOutIsTheInteractors() {
        let state = execute(.signInStarted, .mutateSignIn(.init(result: .success(User(id: 1, username: "alice")))))

        #expect(state == LoginState())
    }

    @Test func theSameStateAndMutationAlwaysGiveTheSameState() {
        let typed = execute(.setUsername("bob"))

        #expect(LoginStore.execute(state: typed, mutation: .settingsRequested) == LoginStore.execute(state: typed, mutation: .settingsRequested))
        #expect(typed == execute(.setUsername("bob")))
    }
}
