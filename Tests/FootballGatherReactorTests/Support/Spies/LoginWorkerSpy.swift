@testable import FootballGatherReactor
import FootballGatherModel

/// A Login Worker with a user "alice" (id 1) whose password is "secret" and settings the
/// test sets; it records every call, can be told to fail, and can hold its calls at a gate.
@MainActor
final class LoginWorkerSpy: LoginWorkerProtocol {
    enum Call: Equatable {
        case loadSettings
        case saveSettings(LoginSettings)
        case logIn(username: String, password: String)
        case register(username: String, password: String)
        case didSignIn(User)
    }

    private(set) var calls: [Call] = []
    var settings = LoginSettings.default
    var failures: [String: FootballGatherError] = [:]
    var takenUsernames: Set<String> = []
    var gate: Gate?
    /// Called at every repository call: lets a test look at the state mid-flight.
    var probe: (() -> Void)?

    static let alice = User(id: 1, username: "alice")

    private func record(_ call: Call, key: String) async throws(FootballGatherError) {
        calls.append(call)
        probe?()
        await gate?.pass()
        if let failure = failures[key] { throw failure }
    }

    func loadSettings() async throws(FootballGatherError) -> LoginSettings {
        try await record(.loadSettings, key: "settings.load")
        return settings
    }

    func saveSettings(_ settings: LoginSettings) async throws(FootballGatherError) {
        try await record(.saveSettings(settings), key: "settings.save")
        self.settings = settings
    }

    func logIn(username: String, password: String) async throws(FootballGatherError) -> User {
        try await record(.logIn(username: username, password: password), key: "users.login")
        guard username.lowercased() == "alice", password == "secret" else { throw .invalidCredentials }
        return Self.alice
    }

    func register(username: String, password: String) async throws(FootballGatherError) -> User {
        try await record(.register(username: username, password: password), key: "users.register")
        guard !takenUsernames.contains(username) else { throw .usernameTaken }
        return User(id: 2, username: username)
    }

    func didSignIn(as user: User) async {
        calls.append(.didSignIn(user))
    }
}
