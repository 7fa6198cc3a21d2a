import FootballGatherModel
@testable import FootballGatherVIPER

final class LoginViewMock: ViewSpy, LoginViewConfigurable {
    var usernameText = ""
    var passwordText = ""
    var rememberMeIsOn = true

    func setUsername(_ username: String) {
        usernameText = username
        record()
    }

    func setRememberMeSwitch(isOn: Bool) {
        rememberMeIsOn = isOn
        record()
    }
}

final class LoginInteractorMock: Spy, LoginInteractorProtocol {
    /// The credentials and switch of each login or registration asked for.
    private(set) var requests: [(credentials: Credentials, rememberMe: Bool)] = []

    func loadSettings() async {
        record()
    }

    func login(with credentials: Credentials, rememberMe: Bool) async {
        record()
        requests.append((credentials, rememberMe))
    }

    func register(with credentials: Credentials, rememberMe: Bool) async {
        record()
        requests.append((credentials, rememberMe))
    }
}

final class LoginRouterMock: LoginRouterProtocol {
    private(set) var shownPlayerLists: [User] = []

    func showPlayerList(of user: User) {
        shownPlayerLists.append(user)
    }
}

/// Stands in for the presenter in interactor tests: what the interactor reported.
final class LoginOutputSpy: LoginPresenterServiceHandler {
    private(set) var settings: LoginSettings?
    private(set) var signedIn: User?
    private(set) var error: FootballGatherError?

    func didLoadSettings(_ settings: LoginSettings) { self.settings = settings }
    func didSignIn(as user: User) { signedIn = user }
    func serviceFailed(with error: FootballGatherError) { self.error = error }
}
