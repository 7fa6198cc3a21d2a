import FootballGatherModel
@testable import FootballGatherVIPER
import Testing

@MainActor @Suite struct LoginPresenterTests {
    let view = LoginViewSpy()
    let interactor = LoginInteractorSpy()
    let router = LoginRouterSpy()
    let presenter: LoginPresenter

    init() {
        presenter = LoginPresenter(interactor: interactor, router: router)
        presenter.view = view
    }

    @Test func viewDidLoadShowsLoadingAndAsksForTheSettings() async {
        await presenter.viewDidLoad()

        #expect(view.calls == [.showLoadingView])
        #expect(interactor.calls == [.loadSettings])
    }

    @Test func loadedSettingsSetTheSwitchAndFillTheRememberedUsername() async {
        await presenter.viewDidLoad()

        presenter.didLoadSettings(LoginSettings(rememberMe: true, rememberedUsername: "Ana"))

        #expect(view.calls == [.showLoadingView, .hideLoadingView, .setRememberMeSwitch(isOn: true), .setUsername("Ana")])
    }

    @Test func aRememberedUsernameNeverReplacesWhatWasTyped() {
        view.log.answer { $0.usernameText = "bruno" }

        presenter.didLoadSettings(LoginSettings(rememberMe: true, rememberedUsername: "Ana"))

        #expect(!view.calls.contains(.setUsername("Ana")))
    }

    @Test func rememberMeOffTurnsTheSwitchOffAndFillsNothing() {
        presenter.didLoadSettings(LoginSettings(rememberMe: false, rememberedUsername: "Ana"))

        #expect(view.calls == [.hideLoadingView, .setRememberMeSwitch(isOn: false)])
    }

    @Test func loginSendsWhatTheControlsHold() async {
        view.log.answer { $0 = LoginViewSpy.Answers(usernameText: " ana ", passwordText: "pitch", rememberMeIsOn: false) }

        await presenter.performLogin()

        #expect(view.isLoading)
        #expect(interactor.calls == [.login(Credentials(username: " ana ", password: "pitch"), rememberMe: false)])
    }

    @Test func registerSendsWhatTheControlsHold() async {
        view.log.answer { $0 = LoginViewSpy.Answers(usernameText: "ana", passwordText: "pitch") }

        await presenter.performRegister()

        #expect(interactor.calls == [.register(Credentials(username: "ana", password: "pitch"), rememberMe: true)])
    }

    @Test func tapsWhileARequestRunsAreIgnored() async {
        await presenter.performLogin()
        await presenter.performLogin()
        await presenter.performRegister()

        #expect(interactor.calls == [.login(Credentials(username: "", password: ""), rememberMe: true)])
    }

    @Test func tapsWhileTheSettingsLoadAreIgnored() async {
        await presenter.viewDidLoad()

        await presenter.performLogin()

        #expect(interactor.calls == [.loadSettings])
    }

    @Test func signingInHidesLoadingAndShowsThePlayersOfTheUser() async {
        let user = User(id: 7, username: "ana")
        await presenter.performLogin()

        presenter.didSignIn(as: user)

        #expect(!view.isLoading)
        #expect(router.calls == [.showPlayerList(user)])
    }

    @Test func aFailureShowsItsMessageStaysAndAcceptsTheNextTap() async {
        await presenter.performLogin()

        presenter.serviceFailed(with: .invalidCredentials)
        await presenter.performLogin()

        #expect(view.calls == [.showLoadingView, .hideLoadingView, .handleError("Invalid username or password."), .showLoadingView])
        #expect(router.calls.isEmpty)
        #expect(interactor.calls.count == 2)
    }
}
