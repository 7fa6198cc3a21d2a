import FootballGatherModel

// MARK: - View

/// What the Login view holds in its controls (read by the presenter, as Radu Dan's article reads its
/// text fields) and what the presenter sets in them.
@MainActor
protocol LoginViewConfigurable: AnyObject {
    var usernameText: String { get }
    var passwordText: String { get }
    var rememberMeIsOn: Bool { get }

    func setUsername(_ username: String)
    func setRememberMeSwitch(isOn: Bool)
}

typealias LoginViewProtocol = LoginViewConfigurable & LoadingView & ErrorHandler

// MARK: - Presenter

@MainActor
protocol LoginPresenterViewConfiguration: AnyObject {
    /// Restores "Remember me" and the remembered username.
    func viewDidLoad() async
}

@MainActor
protocol LoginPresenterServiceInteractable: AnyObject {
    func performLogin() async
    func performRegister() async
}

typealias LoginPresenterProtocol = LoginPresenterViewConfiguration & LoginPresenterServiceInteractable

/// How the interactor answers the presenter.
@MainActor
protocol LoginPresenterServiceHandler: AnyObject {
    func didLoadSettings(_ settings: LoginSettings)
    func didSignIn(as user: User)
    func serviceFailed(with error: FootballGatherError)
}

// MARK: - Interactor

@MainActor
protocol LoginInteractorSettingsHandler: AnyObject {
    func loadSettings() async
}

@MainActor
protocol LoginInteractorServiceRequester: AnyObject {
    /// Checks the credentials, logs in, then remembers (or forgets) the username.
    func login(with credentials: Credentials, rememberMe: Bool) async
    /// Checks the credentials, creates the account, then signs in as a login would.
    func register(with credentials: Credentials, rememberMe: Bool) async
}

typealias LoginInteractorProtocol = LoginInteractorSettingsHandler & LoginInteractorServiceRequester

// MARK: - Router

@MainActor
protocol LoginRouterProtocol: AnyObject {
    /// Replaces Login with the signed-in user's Players.
    func showPlayerList(of user: User)
}
