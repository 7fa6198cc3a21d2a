import FootballGatherModel
import Observation

/// The Login screen's state and intents: credentials, "Remember me", login and register.
@MainActor @Observable
final class LoginViewModel {
    var username = ""
    var password = ""
    var rememberMe = LoginSettings.default.rememberMe
    private(set) var isLoading = false
    private(set) var errorMessage: String?

    private let users: any UserRepository
    private let settings: any SettingsRepository
    private let onSignedIn: @MainActor (User) -> Void

    /// - Parameter onSignedIn: called once the user has logged in or registered.
    init(
        users: any UserRepository,
        settings: any SettingsRepository,
        onSignedIn: @escaping @MainActor (User) -> Void
    ) {
        self.users = users
        self.settings = settings
        self.onSignedIn = onSignedIn
    }

    /// Restores "Remember me" and, if it is on, the remembered username.
    func loadSettings() async {
        isLoading = true
        defer { isLoading = false }
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

    func login() async {
        await signIn { () throws(FootballGatherError) in
            let credentials = try Credentials(username: username, password: password).validatedForLogin()
            return try await users.login(username: credentials.username, password: credentials.password)
        }
    }

    /// Creates the account, then signs in with it as a login would.
    func register() async {
        await signIn { () throws(FootballGatherError) in
            let credentials = try Credentials(username: username, password: password).validatedForRegistration()
            return try await users.register(username: credentials.username, password: credentials.password)
        }
    }

    func dismissError() {
        errorMessage = nil
    }

    /// Signs in with `authenticate`, remembers (or forgets) the username, then leaves the
    /// screen. If saving the setting fails, the user stays here with what they typed.
    private func signIn(_ authenticate: () async throws(FootballGatherError) -> User) async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do throws(FootballGatherError) {
            let user = try await authenticate()
            try await settings.saveSettings(.afterSignIn(as: user.username, rememberMe: rememberMe))
            onSignedIn(user)
        } catch {
            errorMessage = error.message
        }
    }
}
