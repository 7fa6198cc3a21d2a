import FootballGatherModel
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// Login's screen with a BusinessLogic spy and a Router spy: events become requests, view
/// models become the screen.
@MainActor @Suite struct LoginViewControllerTests {
    let scene: ViewControllerFixture<LoginBusinessLogicSpy, LoginRouterSpy, LoginViewController>

    init() async {
        scene = await ViewControllerFixture(interactor: LoginBusinessLogicSpy(), router: LoginRouterSpy()) {
            LoginViewController(interactor: $0, router: $1)
        }
    }

    @Test func appearingAsksForTheSettings() {
        #expect(scene.interactor.requests == [.fetchSettings])
        #expect(scene.stage.screen.toggles.map(\.isOn) == [true])
    }

    @Test func theButtonsSendWhatTheControlsHold() async {
        await scene.stage.send(.edit("username", text: "coach"))
        await scene.stage.send(.edit("password", text: "secret"))
        await scene.stage.send(.toggle("rememberMe", isOn: false))
        await scene.stage.send(.tap("login"))
        await scene.stage.send(.tap("register"))

        #expect(scene.interactor.requests.dropFirst() == [
            .signIn(Login.SignIn.Request(kind: .login, username: "coach", password: "secret", rememberMe: false)),
            .signIn(Login.SignIn.Request(kind: .register, username: "coach", password: "secret", rememberMe: false)),
        ])
    }

    @Test func settingsFillAnEmptyUsernameButNotATypedOne() async {
        scene.viewController.displaySettings(viewModel: Login.FetchSettings.ViewModel(isRememberMeOn: false, username: "coach", errorMessage: nil))
        #expect(scene.stage.screen.fields.map(\.value) == ["coach", ""])
        #expect(scene.stage.screen.toggles.map(\.isOn) == [false])

        await scene.stage.send(.edit("username", text: "ada"))
        scene.viewController.displaySettings(viewModel: Login.FetchSettings.ViewModel(isRememberMeOn: true, username: "coach", errorMessage: nil))
        #expect(scene.stage.screen.fields.map(\.value) == ["ada", ""])
    }

    @Test func loadingShowsOnTheScreen() {
        scene.viewController.displayLoading(viewModel: Login.Loading.ViewModel(isLoading: true))
        #expect(scene.stage.screen.isLoading)

        scene.viewController.displayLoading(viewModel: Login.Loading.ViewModel(isLoading: false))
        #expect(!scene.stage.screen.isLoading)
    }

    @Test func aSignInIsARoute() {
        scene.viewController.displaySignIn(viewModel: Login.SignIn.ViewModel(errorMessage: nil))

        #expect(scene.router.playerListRoutes == 1)
        #expect(scene.stage.screen.alert == nil)
    }

    @Test func aFailedSignInIsAnAlertOverTheScreenThatOKClosesAndNoRoute() async {
        scene.viewController.displaySignIn(viewModel: Login.SignIn.ViewModel(errorMessage: "Invalid username or password."))
        #expect(scene.stage.screen.alert?.message == "Invalid username or password.")
        #expect(scene.router.playerListRoutes == 0)

        await scene.stage.send(.alert("OK"))

        #expect(scene.stage.screen.alert == nil)
        #expect(scene.interactor.requests == [.fetchSettings])
    }
}
