import FootballGatherModel
@testable import FootballGatherVIPER
import Testing

@MainActor @Suite struct LoginPresenterTests {
    let view = LoginViewMock()
    let interactor = LoginInteractorMock()
    let router = LoginRouterMock()
    let presenter: LoginPresenter

    init() {
        presenter = LoginPresenter(interactor: interactor, router: router)
        presenter.view = view
    }

    @Test func viewDidLoadShowsLoadingAndAsksForTheSettings() async {
        await presenter.viewDidLoad()

        #expect(view.isLoading)
        #expect(interactor.calls == ["loadSettings()"])
    }

    @Test func loadedSettingsSetTheSwitchAndFillTheRememberedUsername() async {
        await presenter.viewDidLoad()

        presenter.didLoadSettings(LoginSettings(rememberMe: true, rememberedUsername: "Ana"))

        #expect(!view.isLoading)
        #expect(view.usernameText == "Ana")
        #expect(view.rememberMeIsOn)
    }

    @Test func aRememberedUsernameNeverReplacesWhatWasTyped() {
        view.usernameText = "bruno"

        presenter.didLoadSettings(LoginSettings(rememberMe: true, rememberedUsername: "Ana"))

        #expect(view.usernameText == "bruno")
    }

    @Test func rememberMeOffTurnsTheSwitchOffAndFillsNothing() {
        presenter.didLoadSettings(LoginSettings(rememberMe: false, rememberedUsername: "Ana"))

        #expect(!view.rememberMeIsOn)
        #expect(view.usernameText.isEmpty)
        #expect(view.calls == ["setRememberMeSwitch(isOn:)"])
    }

    @Test func loginSendsWhatTheControlsHold() async {
        view.usernameText = " ana "
        view.passwordText = "pitch"
        view.rememberMeIsOn = false

        await presenter.performLogin()

        #expect(view.isLoading)
        #expect(interactor.calls == ["login(with:rememberMe:)"])
        #expect(interactor.requests.first?.credentials == Credentials(username: " ana ", password: "pitch"))
        #expect(interactor.requests.first?.rememberMe == false)
    }

    @Test func registerSendsWhatTheControlsHold() async {
        view.usernameText = "ana"
        view.passwordText = "pitch"

        await presenter.performRegister()

        #expect(interactor.calls == ["register(with:rememberMe:)"])
        #expect(interactor.requests.first?.credentials == Credentials(username: "ana", password: "pitch"))
        #expect(interactor.requests.first?.rememberMe == true)
    }

    @Test func tapsWhileARequestRunsAreIgnored() async {
        await presenter.performLogin()
        await presenter.performLogin()
        await presenter.performRegister()

        #expect(interactor.calls == ["login(with:rememberMe:)"])
    }

    @Test func tapsWhileTheSettingsLoadAreIgnored() async {
        await presenter.viewDidLoad()

        await presenter.performLogin()

        #expect(interactor.calls == ["loadSettings()"])
    }

    @Test func signingInHidesLoadingAndShowsThePlayersOfTheUser() async {
        let user = User(id: 7, username: "ana")
        await presenter.performLogin()

        presenter.didSignIn(as: user)

        #expect(!view.isLoading)
        #expect(router.shownPlayerLists == [user])
    }

    @Test func aFailureShowsItsMessageStaysAndAcceptsTheNextTap() async {
        await presenter.performLogin()

        presenter.serviceFailed(with: .invalidCredentials)
        await presenter.performLogin()

        #expect(view.errors == ["Invalid username or password."])
        #expect(router.shownPlayerLists.isEmpty)
        #expect(interactor.calls.count == 2)
    }
}
