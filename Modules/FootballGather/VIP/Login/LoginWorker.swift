import FootballGatherModel

/// Login's work outside the scene, as its Interactor asks for it: the templates' Worker,
/// behind the protocol the Interactor is given, so its tests hand it a spy. The protocol sits
/// in the Worker's file, as each of the scene's protocols sits in the file of its role.
@MainActor
protocol LoginWorkerLogic: AnyObject {
    func fetchSettings() async throws(FootballGatherError) -> LoginSettings
    /// Reaches the account with credentials the Interactor has checked.
    func authenticate(_ credentials: Credentials, as kind: Login.SignIn.Kind) async throws(FootballGatherError) -> User
    func saveSettings(_ loginSettings: LoginSettings) async throws(FootballGatherError)
}

/// Login's Worker: the user and settings repositories. No state, no screen.
@MainActor
final class LoginWorker: LoginWorkerLogic {
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
