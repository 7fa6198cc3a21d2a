import FootballGatherModel

/// Login's work outside the scene: the user and settings repositories. No state, no screen.
final class LoginWorker: Sendable {
    private let users: any UserRepository
    private let settings: any SettingsRepository

    init(users: any UserRepository, settings: any SettingsRepository) {
        self.users = users
        self.settings = settings
    }

    func fetchSettings() async throws(FootballGatherError) -> LoginSettings {
        try await settings.loadSettings()
    }

    /// Reaches the account with credentials the Interactor has checked.
    func authenticate(_ credentials: Credentials, as kind: Login.SignIn.Kind) async throws(FootballGatherError) -> User {
        switch kind {
        case .login: try await users.login(username: credentials.username, password: credentials.password)
        case .register: try await users.register(username: credentials.username, password: credentials.password)
        }
    }

    func saveSettings(_ loginSettings: LoginSettings) async throws(FootballGatherError) {
        try await settings.saveSettings(loginSettings)
    }
}
