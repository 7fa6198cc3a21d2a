@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor
@Suite struct LogInUseCaseTests {
    let appState = AppState()
    let accounts = MockedAccountRepository()
    let preferences = MockedPreferencesRepository()

    var useCase: DefaultLogInUseCase {
        DefaultLogInUseCase(appState: appState, accounts: accounts, preferences: preferences)
    }

    func type(_ username: String, _ password: String) {
        appState.login.username = username
        appState.login.password = password
    }

    @Test func bothFieldsAreMandatoryAndNothingIsAsked() async {
        type("coach", "")

        await useCase.logIn()

        #expect(appState.login.errorMessage == "Both fields are mandatory.")
        accounts.verify([])
        preferences.verify([])
    }

    @Test func logsInWithTheTrimmedUsernameThenRemembersIt() async {
        type("  coach ", "secret")

        await useCase.logIn()

        accounts.verify([.logIn(Credentials(username: "coach", password: "secret"))])
        preferences.verify([.save(LoginSettings(rememberMe: true, rememberedUsername: "coach"))])
    }

    @Test func signingInOpensThePlayersOfTheUser() async {
        type("coach", "secret")

        await useCase.logIn()

        #expect(appState.session == .coach)
        #expect(appState.routing.path == [.players])
        #expect(appState.playerList.players == nil)
    }

    @Test func signingInForgetsThePassword() async {
        type("coach", "secret")

        await useCase.logIn()

        #expect(appState.login.password.isEmpty)
        #expect(!appState.login.isLoading)
    }

    @Test func rememberMeOffForgetsWhoeverWasRemembered() async {
        type("coach", "secret")
        appState.login.rememberMe = false

        await useCase.logIn()

        preferences.verify([.save(LoginSettings(rememberMe: false, rememberedUsername: nil))])
    }

    @Test func invalidCredentialsStayOnLogin() async {
        type("coach", "wrong")
        accounts.logInResponse = .failure(.invalidCredentials)

        await useCase.logIn()

        #expect(appState.login.errorMessage == "Invalid username or password.")
        #expect(appState.session == nil)
        #expect(appState.routing.path == [.login])
        #expect(appState.login.password == "wrong")
        preferences.verify([])
    }

    @Test func aFailingSettingsSaveStaysOnLoginWithWhatWasTyped() async {
        type("coach", "secret")
        preferences.saveResponse = .failure(.storage(.saveSettings))

        await useCase.logIn()

        #expect(appState.login.errorMessage == "Could not save the settings.")
        #expect(appState.session == nil)
        #expect(appState.login.username == "coach")
        #expect(appState.routing.path == [.login])
    }

    @Test func showsLoadingWhileTheRequestRuns() async {
        type("coach", "secret")
        var loadingSeen = false
        accounts.duringCall = { [appState] in loadingSeen = appState.login.isLoading }

        await useCase.logIn()

        #expect(loadingSeen)
    }

    @Test func aTapWhileARequestRunsIsIgnored() async {
        type("coach", "secret")
        appState.login.isLoading = true

        await useCase.logIn()

        accounts.verify([])
    }
}
