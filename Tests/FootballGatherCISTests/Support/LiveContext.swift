import AppSupport
import Clocks
import Foundation
@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI

/// The real outside world a Worker is tested against: SQLite in memory (a coach with
/// Ada, Bruno, Carla, Dani and Eli) behind a fault injector, a navigation stack, and a
/// test clock that only moves when told.
@MainActor
final class LiveContext {
    let navigationController = NavigationController()
    /// Virtual time as script mode runs it: a `TestClock` the toolkit can see sleepers on.
    let time = VirtualTime()
    var clock: TestClock<Duration> { time.testClock }
    let faults = FaultInjector()
    let repositories: FootballGatherRepositories
    let coach: SeededUser

    init() async throws {
        repositories = try .test(faults: faults)
        coach = try await repositories.seedPlayers()
    }

    var context: SceneAssembly {
        let environment = AppEnvironment(clock: time.clock, now: { .fullTime }, timeZone: TimeZone(secondsFromGMT: 0)!)
        return SceneAssembly(
            repositories: repositories, environment: environment,
            navigationController: navigationController, activity: navigationController.rootActivity
        )
    }

    var userID: Int64 { coach.user.id }

    /// Lets `seconds` pass one at a time, as `wait` does: before and after each second the
    /// toolkit waits until every tracked task is done or asleep on the clock, so each tick
    /// has landed — no guessing with yields.
    func pass(_ seconds: Int) async {
        let idle = { [time] in time.sleepingCount }
        await navigationController.activity.waitUntilIdle(blocked: idle)
        for _ in 0..<seconds {
            await time.passOneSecond()
            await navigationController.activity.waitUntilIdle(blocked: idle)
        }
    }

    /// The seeded player called `name` (one of the five).
    func player(_ name: String) -> Player {
        coach.players.first { $0.name == name }!
    }

    /// The alert on screen, if any.
    var alert: Screen.Alert? { navigationController.currentScreen.alert }

    /// The titles of the screens on the stack, root first.
    var titles: [String] { navigationController.viewControllers.map(\.screen.title) }
}
