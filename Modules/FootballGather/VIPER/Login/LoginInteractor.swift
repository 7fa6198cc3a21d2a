import FootballGatherModel

/// Login's business rules: the credentials must pass the Model's checks before the repository is
/// asked, and a successful sign-in stores (or forgets) the remembered username.
@MainActor
final class LoginInteractor {
    weak var presenter: (any LoginPresenterServiceHandler)?
    private let users: any UserRepository
    private let settings: any SettingsRepository

    init(users: any UserRepository, settings: any SettingsRepository) {
        self.users = users
        self.settings = settings
    }

    private enum Access {
        case login
        case registration
    }

    /// Runs `access` with the credentials, then saves the settings it implies. Saving can
    /// fail after the account was reached: the user then stays on Login with the error.
    private func signIn(_ access: Access, with credentials: Credentials, rememberMe: Bool) async {
        do throws(FootballGatherError) {
            let user: User
            switch access {
            case .login:
                let checked = try credentials.validatedForLogin()
                user = try await users.login(username: checked.username, password: checked.password)
            case .registration:
                let checked = try credentials.validatedForRegistration()
                user = try await users.register(username: checked.username, password: checked.password)
            }
            try await settings.saveSettings(.afterSignIn(as: user.username, rememberMe: rememberMe))
            presenter?.didSignIn(as: user)
        } catch {
            presenter?.serviceFailed(with: error)
        }
    }
}

// MARK: - Settings

extension LoginInteractor: LoginInteractorSettingsHandler {
    func loadSettings() async {
        do throws(FootballGatherError) {
            let saved = try await settings.loadSettings()
            presenter?.didLoadSettings(saved)
        } catch {
            presenter?.serviceFailed(with: error)
        }
    }
}

// MARK: - Services

extension LoginInteractor: LoginInteractorServiceRequester {
    func login(with credentials: Credentials, rememberMe: Bool) async {
        await signIn(.login, with: credentials, rememberMe: rememberMe)
    }

    func register(with credentials: Credentials, rememberMe: Bool) async {
        await signIn(.registration, with: credentials, rememberMe: rememberMe)
    }
}
