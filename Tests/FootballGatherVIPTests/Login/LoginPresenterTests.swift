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
        presenter.presentSettings(response: Login.FetchSettings.Response(settings: LoginSettings(rememberMe: true, rememberedUsername: "coach")))

        #expect(display.settings == [Login.FetchSettings.ViewModel(isRememberMeOn: true, username: "coach")])
    }

    @Test func rememberMeOffFillsNothing() {
        presenter.presentSettings(response: Login.FetchSettings.Response(settings: LoginSettings(rememberMe: false, rememberedUsername: "coach")))

        #expect(display.settings == [Login.FetchSettings.ViewModel(isRememberMeOn: false, username: nil)])
    }

    @Test func theDefaultSettingsTurnTheSwitchOn() {
        presenter.presentSettings(response: Login.FetchSettings.Response(settings: .default))

        #expect(display.settings == [Login.FetchSettings.ViewModel(isRememberMeOn: true, username: nil)])
    }

    @Test func aSignInIsPassedOn() {
        presenter.presentSignIn(response: Login.SignIn.Response(user: User(id: 1, username: "coach")))

        #expect(display.signIns.count == 1)
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
        presenter.presentError(response: Login.Failure.Response(error: error))

        #expect(display.errors == [Login.Failure.ViewModel(message: message)])
    }

    @Test func aFreedScreenIsToldNothing() {
        var spy: LoginDisplayLogicSpy? = LoginDisplayLogicSpy()
        presenter.viewController = spy
        spy = nil

        presenter.presentSignIn(response: Login.SignIn.Response(user: User(id: 1, username: "coach")))

        #expect(presenter.viewController == nil)
    }
}
