@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor
@Suite struct RestoreLoginUseCaseTests {
    let appState = AppState()
    let preferences = MockedPreferencesRepository()

    var useCase: DefaultRestoreLoginUseCase {
        DefaultRestoreLoginUseCase(appState: appState, preferences: preferences)
    }

    @Test func fillsInTheRememberedUsername() async {
        preferences.loadResponse = .success(LoginSettings(rememberMe: true, rememberedUsername: "coach"))

        await useCase.restore()

        #expect(appState.login.username == "coach")
        #expect(appState.login.rememberMe)
        preferences.verify([.load])
    }

    @Test func rememberMeOffFillsNothingIn() async {
        preferences.loadResponse = .success(LoginSettings(rememberMe: false, rememberedUsername: "coach"))

        await useCase.restore()

        #expect(appState.login.username.isEmpty)
        #expect(!appState.login.rememberMe)
    }

    @Test func keepsAUsernameAlreadyTyped() async {
        preferences.loadResponse = .success(LoginSettings(rememberMe: true, rememberedUsername: "coach"))
        appState.login.username = "alice"

        await useCase.restore()

        #expect(appState.login.username == "alice")
    }

    @Test func showsLoadingWhileTheSettingsLoad() async {
        var loadingSeen = false
        preferences.duringCall = { [appState] in loadingSeen = appState.login.isLoading }

        await useCase.restore()

        #expect(loadingSeen)
        #expect(!appState.login.isLoading)
    }

    @Test func aFailingLoadShowsTheErrorAndKeepsTheDefaults() async {
        preferences.loadResponse = .failure(.storage(.loadSettings))

        await useCase.restore()

        #expect(appState.login.errorMessage == "Could not load the settings.")
        #expect(appState.login.rememberMe)
        #expect(appState.login.username.isEmpty)
    }
}
