import FootballGatherModel
@testable import FootballGatherVIP
import Testing

/// Login's wording, value by value, with a DisplayLogic spy.
@MainActor @Suite struct LoginPresenterTests {
    let presenter = LoginPresenter()
    let display = LoginDisplayLogicSpy()

    init() {
        presenter.viewController = display
    }

    @Test func loadingIsPassedOnAsIs() {
        presenter.presentLoading(response: Login.Loading.Response(isLoading: true))
        presenter.presentLoading(response: Login.Loading.Response(isLoading: false))

        #expect(display.loading == [Login.Loading.ViewModel(isLoading: true), Login.Loading.ViewModel(isLoading: false)])
    }

    @Test func aRememberedUsernameFillsTheFieldWhileRememberMeIsOn() {
        presenter.presentSettings(response: Login.FetchSettings.Response(settings: LoginSettings(rememberMe: true, rememberedUsername: "coach"), error: nil))

        #expect(display.settings == [Login.FetchSettings.ViewModel(isRememberMeOn: true, username: "coach", errorMessage: nil)])
    }

    @Test func rememberMeOffFillsNothing() {
        presenter.presentSettings(response: Login.FetchSettings.Response(settings: LoginSettings(rememberMe: false, rememberedUsername: "coach"), error: nil))

        #expect(display.settings == [Login.FetchSettings.ViewModel(isRememberMeOn: false, username: nil, errorMessage: nil)])
    }

    @Test func theDefaultSettingsTurnTheSwitchOn() {
        presenter.presentSettings(response: Login.FetchSettings.Response(settings: .default, error: nil))

        #expect(display.settings == [Login.FetchSettings.ViewModel(isRememberMeOn: true, username: nil, errorMessage: nil)])
    }

    @Test func aSignInIsPassedOnWithNoError() {
        presenter.presentSignIn(response: Login.SignIn.Response(error: nil))

        #expect(display.signIns == [Login.SignIn.ViewModel(errorMessage: nil)])
    }

    @Test func settingsThatCouldNotBeReadLeaveTheControlsAndAreWorded() {
        presenter.presentSettings(response: Login.FetchSettings.Response(settings: nil, error: .storage(.loadSettings)))

        #expect(display.settings == [Login.FetchSettings.ViewModel(
            isRememberMeOn: nil, username: nil, errorMessage: FootballGatherError.storage(.loadSettings).message
        )])
    }

    @Test(arguments: [
        (FootballGatherError.bothFieldsMandatory, "Both fields are mandatory."),
        (.usernameTaken, "Username is already taken."),
        (.invalidCredentials, "Invalid username or password."),
        (.invalidUsername, "Username must be 1 to 32 characters."),
        (.storage(.login), "Could not log in."),
        (.storage(.saveSettings), "Could not save the settings."),
    ])
    func errorsAreWordedForTheAlert(error: FootballGatherError, message: String) {
        presenter.presentSignIn(response: Login.SignIn.Response(error: error))

        #expect(display.signIns == [Login.SignIn.ViewModel(errorMessage: message)])
    }

    @Test func aFreedScreenIsToldNothing() {
        var spy: LoginDisplayLogicSpy? = LoginDisplayLogicSpy()
        presenter.viewController = spy
        spy = nil

        presenter.presentSignIn(response: Login.SignIn.Response(error: nil))

        #expect(presenter.viewController == nil)
    }
}
