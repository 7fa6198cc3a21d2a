@testable import FootballGatherCIS
import FootballGatherModel
import TestSupport

/// A Login Worker that answers canned values and records every side effect asked of it.
final class LoginWorkerSpy: LoginWorkable {
    enum Call: Equatable, Sendable {
        case loadSettings
        case saveSettings(LoginSettings)
        case logIn(username: String, password: String)
        case register(username: String, password: String)
        case showError(String)
    }

    struct Answers: Sendable {
        var settings: Result<LoginSettings, FootballGatherError> = .success(.default)
        var saveSettings: Result<Void, FootballGatherError> = .success(())
        var logIn: Result<User, FootballGatherError> = .success(User(id: 1, username: "alice"))
        var register: Result<User, FootballGatherError> = .success(User(id: 2, username: "alice"))
    }

    let log = CallLog<Call, Answers>(answers: Answers())
    let flows: FlowSpy

    @MainActor init(flows: FlowSpy = FlowSpy()) {
        self.flows = flows
    }

    var calls: [Call] { log.calls }

    @MainActor var delegate: (any LoginDelegate)? { flows }

    func loadSettings() async throws(FootballGatherError) -> LoginSettings {
        try log.record(.loadSettings) { $0.settings }.get()
    }

    func saveSettings(_ settings: LoginSettings) async throws(FootballGatherError) {
        try log.record(.saveSettings(settings)) { $0.saveSettings }.get()
    }

    func logIn(username: String, password: String) async throws(FootballGatherError) -> User {
        try log.record(.logIn(username: username, password: password)) { $0.logIn }.get()
    }

    func register(username: String, password: String) async throws(FootballGatherError) -> User {
        try log.record(.register(username: username, password: password)) { $0.register }.get()
    }

    @MainActor func showError(_ message: String) {
        log.record(.showError(message))
    }
}
