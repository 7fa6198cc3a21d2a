import FootballGatherModel
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// Login's screen with a BusinessLogic spy and a Router spy: events become requests, view
/// models become the screen.
@MainActor @Suite struct LoginViewControllerTests {
    let interactor = LoginBusinessLogicSpy()
    let router = LoginRouterSpy()
    let stage = ScreenStage()
    let viewController: LoginViewController

    init() async {
        viewController = LoginViewController(interactor: interactor, router: router)
        await stage.show(viewController)
    }

    @Test func appearingAsksForTheSettings() {
        #expect(interactor.requests == [.fetchSettings])
        #expect(stage.screen.toggles.map(\.isOn) == [true])
    }

    @Test func theButtonsSendWhatTheControlsHold() async {
        await stage.send(.edit("username", text: "coach"))
        await stage.send(.edit("password", text: "secret"))
        await stage.send(.toggle("rememberMe", isOn: false))
        await stage.send(.tap("login"))
        await stage.send(.tap("register"))

        #expect(interactor.requests.dropFirst() == [
            .signIn(Login.SignIn.Request(kind: .login, username: "coach", password: "secret", rememberMe: false)),
            .signIn(Login.SignIn.Request(kind: .register, username: "coach", password: "secret", rememberMe: false)),
        ])
    }

    @Test func settingsFillAnEmptyUsernameButNotATypedOne() async {
        viewController.displaySettings(viewModel: Login.FetchSettings.ViewModel(isRememberMeOn: false, username: "coach", errorMessage: nil))
        #expect(stage.screen.fields.map(\.value) == ["coach", ""])
        #expect(stage.screen.toggles.map(\.isOn) == [false])

        await stage.send(.edit("username", text: "ada"))
        viewController.displaySettings(viewModel: Login.FetchSettings.ViewModel(isRememberMeOn: true, username: "coach", errorMessage: nil))
        #expect(stage.screen.fields.map(\.value) == ["ada", ""])
    }

    @Test func loadingShowsOnTheScreen() {
        viewController.displayLoading(viewModel: Login.Loading.ViewModel(isLoading: true))
        #expect(stage.screen.isLoading)

        viewController.displayLoading(viewModel: Login.Loading.ViewModel(isLoading: false))
        #expect(!stage.screen.isLoading)
    }

    @Test func aSignInIsARoute() {
        viewController.displaySignIn(viewModel: Login.SignIn.ViewModel(errorMessage: nil))

        #expect(router.playerListRoutes == 1)
        #expect(stage.screen.alert == nil)
    }

    @Test func aFailedSignInIsAnAlertOverTheScreenThatOKClosesAndNoRoute() async {
        viewController.displaySignIn(viewModel: Login.SignIn.ViewModel(errorMessage: "Invalid username or password."))
        #expect(stage.screen.alert?.message == "Invalid username or password.")
        #expect(router.playerListRoutes == 0)

        await stage.send(.alert("OK"))

        #expect(stage.screen.alert == nil)
        #expect(interactor.requests == [.fetchSettings])
    }
}
