import Foundation
import AppSupport
@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
import TestSupport

/// The whole Reactor app over real SQLite in memory, driven by typed lines as script mode
/// drives it: for what only the Views do (pulses turned into alerts and pushes).
@MainActor
final class ScriptedApp {
    let faults = FaultInjector()
    let scripted: ScriptedSession

    init() async throws {
        let time = VirtualTime()
        let repositories = try FootballGatherRepositories.test(faults: faults)
        let app = AppAssembly.makeApplication(repositories: repositories, environment: .scripted(time))
        scripted = ScriptedSession(app: app, faults: faults, time: time)
        await scripted.session.start()
    }

    var screen: Screen { scripted.screen }
    var titles: [String] { scripted.stackTitles }

    /// Runs `lines`; returns the error lines they printed.
    @discardableResult
    func run(_ lines: String...) async -> [String] {
        await scripted.run(lines).compactMap { if case .error(let message) = $0.reply { message } else { nil } }
    }

    /// Registers "coach" with `players` on the roster, and ends on Players.
    func signUp(players: [String] = []) async {
        await scripted.run(["type Username coach", "type Password pitch", "tap Register"])
        for name in players {
            await scripted.run(["tap \"Add player\"", "type Name \"\(name)\"", "tap Done"])
        }
    }
}
