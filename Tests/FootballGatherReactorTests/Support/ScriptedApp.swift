import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherReactor
import Testing

/// The whole Reactor app on the shared live harness, typed at as script mode types at it:
/// for what only the Views do (pulses turned into alerts and pushes).
typealias ScriptedApp = LiveApp<AppDelegate>

extension LiveApp where App == AppDelegate {
    /// Started on Login, over a backend with the coach and only `players` on the roster.
    static func started(players: [String] = []) async throws -> ScriptedApp {
        let backend = try await Backend.seeded(with: players.map { PlayerDraft(name: $0) })
        let app = ScriptedApp(backend: backend) { AppDelegate(repositories: $0, environment: $1) }
        await app.start()
        return app
    }

    /// Started and signed in as the coach: on Players, with only `players` on the roster.
    static func signedIn(players: [String] = []) async throws -> ScriptedApp {
        let app = try await started(players: players)
        await app.signIn()
        return app
    }
}
