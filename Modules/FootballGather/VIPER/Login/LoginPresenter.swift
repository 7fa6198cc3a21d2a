import FootballGatherModel

/// Login's presenter: reads the controls, asks the interactor, and tells the view and the
/// router what follows.
@MainActor
final class LoginPresenter {
    weak var view: (any LoginViewProtocol)?
    let interactor: any LoginInteractorProtocol
    let router: any LoginRouterProtocol
    /// A request is in flight: taps are ignored until it answers.
    private(set) var isBusy = false

    init(interactor: any LoginInteractorProtocol, router: any LoginRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    private func startRequest() {
        isBusy = true
        view?.showLoadingView()
    }

    private func finishRequest() {
        isBusy = false
        view?.hideLoadingView()
    }

    /// What the user typed, as the view's controls hold it.
    private var typedCredentials: Credentials {
        Credentials(username: view?.usernameText ?? "", password: view?.passwordText ?? "")
    }

    private var rememberMe: Bool {
        view?.rememberMeIsOn ?? LoginSettings.default.rememberMe
    }
}

// MARK: - View configuration

extension LoginPresenter: LoginPresenterViewConfiguration {
    func viewDidLoad() async {
        startRequest()
        await interactor.loadSettings()
    }
}

// MARK: - Actions

extension LoginPresenter: LoginPresenterServiceInteractable {
    func performLogin() async {
        guard !isBusy else { return }
        startRequest()
        await interactor.login(with: typedCredentials, rememberMe: rememberMe)
    }

    func performRegister() async {
        guard !isBusy else { return }
        startRequest()
        await interactor.register(with: typedCredentials, rememberMe: rememberMe)
    }
}

// MARK: - Service handler

extension LoginPresenter: LoginPresenterServiceHandler {
    /// Sets the switch, and fills the username only if the user has not typed one yet.
    func didLoadSettings(_ settings: LoginSettings) {
        finishRequest()
        view?.setRememberMeSwitch(isOn: settings.rememberMe)
        if view?.usernameText.isEmpty == true, let remembered = settings.prefilledUsername {
            view?.setUsername(remembered)
        }
    }

    func didSignIn(as user: User) {
        finishRequest()
        router.showPlayerList(of: user)
    }

    func serviceFailed(with error: FootballGatherError) {
        finishRequest()
        view?.handleError(error.message)
    }
}
