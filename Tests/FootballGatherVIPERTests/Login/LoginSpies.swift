import FootballGatherModel
@testable import FootballGatherVIPER
import TestSupport

/// Login's view: records what the presenter tells it; its controls hold what the answers say.
final class LoginViewSpy: LoginViewConfigurable, ViewSpy {
    enum Call: ViewCall {
        case showLoadingView
        case hideLoadingView
        case handleError(String)
        case setUsername(String)
        case setRememberMeSwitch(isOn: Bool)
    }

    /// What the controls hold.
    struct Answers: Sendable {
        var usernameText = ""
        var passwordText = ""
        var rememberMeIsOn = true
    }

    let log = CallLog<Call, Answers>(answers: Answers())

    var usernameText: String { log.answers.usernameText }
    var passwordText: String { log.answers.passwordText }
    var rememberMeIsOn: Bool { log.answers.rememberMeIsOn }

    func setUsername(_ username: String) { log.record(.setUsername(username)) }
    func setRememberMeSwitch(isOn: Bool) { log.record(.setRememberMeSwitch(isOn: isOn)) }
}

/// Records what the presenter asks; the answers come back through the presenter's service
/// handler, which the tests call themselves.
final class LoginInteractorSpy: LoginInteractorProtocol {
    enum Call: Equatable, Sendable {
        case loadSettings
        case login(Credentials, rememberMe: Bool)
        case register(Credentials, rememberMe: Bool)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func loadSettings() async { log.record(.loadSettings) }

    func login(with credentials: Credentials, rememberMe: Bool) async {
        log.record(.login(credentials, rememberMe: rememberMe))
    }

    func register(with credentials: Credentials, rememberMe: Bool) async {
        log.record(.register(credentials, rememberMe: rememberMe))
    }
}

final class LoginRouterSpy: LoginRouterProtocol {
    enum Call: Equatable, Sendable {
        case showPlayerList(User)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func showPlayerList(of user: User) { log.record(.showPlayerList(user)) }
}

/// Stands in for the presenter in interactor tests: what the interactor reported, in order.
final class LoginOutputSpy: LoginPresenterServiceHandler {
    enum Call: Equatable, Sendable {
        case didLoadSettings(LoginSettings)
        case didSignIn(User)
        case serviceFailed(FootballGatherError)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func didLoadSettings(_ settings: LoginSettings) { log.record(.didLoadSettings(settings)) }
    func didSignIn(as user: User) { log.record(.didSignIn(user)) }
    func serviceFailed(with error: FootballGatherError) { log.record(.serviceFailed(error)) }
}

/// Login as the view sees it: every call is recorded, nothing else happens.
final class LoginPresenterSpy: LoginPresenterProtocol {
    enum Call: Equatable, Sendable {
        case viewDidLoad
        case performLogin
        case performRegister
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func viewDidLoad() async { log.record(.viewDidLoad) }
    func performLogin() async { log.record(.performLogin) }
    func performRegister() async { log.record(.performRegister) }
}
