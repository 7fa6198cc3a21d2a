@testable import FootballGatherReactor
import FootballGatherModel
import Testing

/// `LoginReactor.reduce` as a plain function: state in, mutation in, state out.
@Suite("Login reduce")
struct LoginReduceTests {
    private func reduce(from state: LoginState = LoginState(), _ mutations: LoginReactor.Mutation...) -> LoginState {
        mutations.reduce(state) { LoginReactor.reduce(state: $0, mutation: $1) }
    }

    @Test func typingKeepsUsernamePasswordAndTheSwitch() {
        let state = reduce(.setUsername("alice"), .setPassword("pw"), .setRememberMe(false))

        #expect((state.username, state.password, state.rememberMe) == ("alice", "pw", false))
        #expect(state.$errorMessage.valueUpdatedCount == 0)
    }

    @Test func loadedSettingsPrefillTheRememberedUsernameOnlyIntoAnEmptyField() {
        let remembered = LoginSettings(rememberMe: true, rememberedUsername: "alice")

        #expect(reduce(.settingsRequested, .settingsLoaded(.success(remembered))).username == "alice")
        #expect(reduce(.setUsername("bob"), .settingsLoaded(.success(remembered))).username == "bob")
        #expect(!reduce(.settingsRequested, .settingsLoaded(.success(remembered))).isLoading)
    }

    @Test func settingsSavedOffLeaveTheFieldEmptyAndTheSwitchOff() {
        let state = reduce(.settingsLoaded(.success(LoginSettings(rememberMe: false, rememberedUsername: "alice"))))

        #expect(state.username.isEmpty)
        #expect(!state.rememberMe)
    }

    @Test func aFailedLoadFiresTheErrorPulseAndKeepsTheRest() {
        let before = reduce(.setUsername("alice"), .settingsRequested)

        let after = reduce(from: before, .settingsLoaded(.failure(.storage(.loadSettings))))

        #expect(after.errorMessage == "Could not load the settings.")
        #expect(after.$errorMessage.valueUpdatedCount == 1)
        #expect(after.domainState.credentials == before.domainState.credentials)
        #expect(after.rememberMe == before.rememberMe)
        #expect(!after.isLoading && !after.domainState.isLoadingSettings)
    }

    @Test func theSettingsLoadUntilTheyAreInOrHaveFailed() {
        let loading = reduce(.settingsRequested)
        #expect(loading.isLoading && loading.domainState.isLoadingSettings)

        #expect(!reduce(from: loading, .settingsLoaded(.success(.default))).domainState.isLoadingSettings)
        #expect(!reduce(from: loading, .settingsLoaded(.failure(.storage(.loadSettings)))).domainState.isLoadingSettings)
    }

    @Test func aSignInRunsUntilItFinishes() {
        let running = reduce(.signInStarted)
        #expect(running.isLoading && running.domainState.isSigningIn)

        let done = reduce(from: running, .signInFinished(.success(User(id: 1, username: "alice"))))
        #expect(!done.isLoading && !done.domainState.isSigningIn)
        #expect(done.$errorMessage.valueUpdatedCount == 0)
    }

    @Test func theSameErrorTwiceFiresTwice() {
        let state = reduce(.signInFinished(.failure(.invalidCredentials)), .signInFinished(.failure(.invalidCredentials)))

        #expect(state.errorMessage == "Invalid username or password.")
        #expect(state.$errorMessage.valueUpdatedCount == 2)
    }
}
