import AppSupport
import Clocks
import Foundation
@testable import FootballGatherCIS
import FootballGatherCore
import FootballGatherTestSupport
import TerminalUI

/// The real outside world a Worker is tested against: SQLite in memory (a coach with
/// Ada, Bruno, Carla, Dani and Eli) behind a fault injector, a navigation stack, and a
/// test clock that only moves when told.
@MainActor
final class LiveContext {
    let navigationController = NavigationController()
    let clock = TestClock<Duration>()
    let faults = FaultInjector()
    let repositories: FootballGatherRepositories
    let coach: SeededUser

    init() async throws {
        repositories = try .test(faults: faults)
        coach = try await repositories.seedPlayers()
    }

    var context: SceneContext {
        let environment = AppEnvironment(clock: clock, now: { .fullTime }, timeZone: TimeZone(secondsFromGMT: 0)!)
        return SceneContext(repositories: repositories, environment: environment, navigationController: navigationController)
    }

    var userID: Int64 { coach.user.id }

    /// The seeded player called `name` (one of the five).
    func player(_ name: String) -> Player {
        coach.players.first { $0.name == name }!
    }

    /// The alert on screen, if any.
    var alert: Screen.Alert? { navigationController.currentScreen.alert }

    /// The titles of the screens on the stack, root first.
    var titles: [String] { navigationController.viewControllers.map(\.screen.title) }
}
