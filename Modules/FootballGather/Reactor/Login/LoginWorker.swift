import FootballGatherModel

/// The Login scene's parent, told when someone has signed in.
protocol LoginDelegate: AnyObject, Sendable {
    @MainActor func loginDidSignIn(as user: User) async
}

/// The Login scene's side effects: accounts, settings, and the parent it hands the user to.
protocol LoginWorkerProtocol: AnyObject, Sendable {
    func loadSettings() async throws(FootballGatherError) -> LoginSettings
    func saveSettings(_ settings: LoginSettings) async throws(FootballGatherError)
    func logIn(username: String, password: String) async throws(FootballGatherError) -> User
    func register(username: String, password: String) async throws(FootballGatherError) -> User
    @MainActor func didSignIn(as user: User) async
}

@MainActor
final class LoginWorker: LoginWorkerProtocol {
    private weak var delegate: (any LoginDelegate)?
    private let users: any UserRepository
    private let settings: any SettingsRepository

    init(assembly: SceneAssembly, delegate: (any LoginDelegate)?) {
        users = assembly.repositories.users
        settings = assembly.repositories.settings
        self.delegate = delegate
    }

    nonisolated func loadSettings() async throws(FootballGatherError) -> LoginSettings {
        try await settings.loadSettings()
    }

    nonisolated func saveSettings(_ settings: LoginSettings) async throws(FootballGatherError) {
        try await self.settings.saveSettings(settings)
    }

    nonisolated func logIn(username: String, password: String) async throws(FootballGatherError) -> User {
        try await users.login(username: username, password: password)
    }

    nonisolated func register(username: String, password: String) async throws(FootballGatherError) -> User {
        try await users.register(username: username, password: password)
    }

    func didSignIn(as user: User) async {
        await delegate?.loginDidSignIn(as: user)
    }
}
