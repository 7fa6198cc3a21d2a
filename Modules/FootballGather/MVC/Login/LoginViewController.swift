import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// Told when someone has signed in on the Login screen.
@MainActor
protocol LoginViewControllerDelegate: AnyObject {
    func loginViewController(_ controller: LoginViewController, didSignInAs user: User)
}

/// The Login screen: the credentials typed so far, "Remember me", and the two ways in.
/// It loads the remembered settings each time it appears and saves them after signing in.
final class LoginViewController: ViewController {
    weak var delegate: (any LoginViewControllerDelegate)?

    private var username = ""
    private var password = ""
    private var rememberMe = LoginSettings.default.rememberMe
    private var isLoading = false
    private var errorMessage: String?

    private let users: any UserRepository
    private let settings: any SettingsRepository

    init(users: any UserRepository, settings: any SettingsRepository) {
        self.users = users
        self.settings = settings
        super.init()
    }

    override var screen: Screen {
        LoginScreen.make(
            username: username,
            password: password,
            rememberMe: rememberMe,
            isLoading: isLoading,
            errorMessage: errorMessage
        )
    }

    override func viewWillAppear() {
        perform { [self] in await loadSettings() }
    }

    override func handle(_ event: Event) {
        guard let event = LoginScreen.Event(event) else { return }
        switch event {
        case .edit(.username, let text):
            username = text
        case .edit(.password, let text):
            password = text
        case .toggle(.rememberMe, let isOn):
            rememberMe = isOn
        case .tap(.login):
            perform { [self] in await signIn(registering: false) }
        case .tap(.register):
            perform { [self] in await signIn(registering: true) }
        case .dismissError:
            errorMessage = nil
        }
    }

    /// Restores "Remember me" and, if it is on, fills in the remembered username (unless
    /// the user has typed one meanwhile).
    private func loadSettings() async {
        isLoading = true
        defer {
            isLoading = false
            setNeedsDisplay()
        }
        do throws(FootballGatherError) {
            let saved = try await settings.loadSettings()
            rememberMe = saved.rememberMe
            if username.isEmpty, let remembered = saved.prefilledUsername {
                username = remembered
            }
        } catch {
            errorMessage = error.message
        }
    }

    /// Logs in (or registers, then signs in with the new account), remembers or forgets
    /// the username, then hands over to the delegate. Any failure, saving the setting
    /// included, keeps the user here with what they typed.
    private func signIn(registering: Bool) async {
        guard !isLoading else { return }
        isLoading = true
        defer {
            isLoading = false
            setNeedsDisplay()
        }
        do throws(FootballGatherError) {
            let typed = Credentials(username: username, password: password)
            let user: User
            if registering {
                let credentials = try typed.validatedForRegistration()
                user = try await users.register(username: credentials.username, password: credentials.password)
            } else {
                let credentials = try typed.validatedForLogin()
                user = try await users.login(username: credentials.username, password: credentials.password)
            }
            try await settings.saveSettings(.afterSignIn(as: user.username, rememberMe: rememberMe))
            delegate?.loginViewController(self, didSignInAs: user)
        } catch {
            errorMessage = error.message
        }
    }
}
