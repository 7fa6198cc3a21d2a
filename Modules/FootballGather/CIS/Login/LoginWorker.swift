import FootballGatherModel
import TerminalUI

/// The Login scene's parent, told when someone has signed in.
protocol LoginDelegate: AnyObject, Sendable {
    @MainActor func loginDidSignIn(as user: User) async
}

/// The Login scene's side effects: accounts and settings, error alerts, and the delegate
/// the scene hands its way out to.
protocol LoginWorkable: AnyObject, Sendable {
    @MainActor var delegate: (any LoginDelegate)? { get }

    func loadSettings() async throws(FootballGatherError) -> LoginSettings
    func saveSettings(_ settings: LoginSettings) async throws(FootballGatherError)
    func logIn(username: String, password: String) async throws(FootballGatherError) -> User
    func register(username: String, password: String) async throws(FootballGatherError) -> User
    @MainActor func showError(_ message: String)
}

@MainActor
final class LoginWorker: LoginWorkable {
    private(set) weak var delegate: (any LoginDelegate)?
    /// The scene's own screen, set as the scene is assembled: its error alerts are this
    /// screen's, shown when it is on top (never over another screen).
    weak var view: ViewController?
    private let users: any UserRepository
    private let settings: any SettingsRepository

    init(assembly: SceneAssembly, delegate: (any LoginDelegate)?) {
        self.users = assembly.repositories.users
        self.settings = assembly.repositories.settings
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

    func showError(_ message: String) {
        view?.presentAlert(.error(message))
    }
}
