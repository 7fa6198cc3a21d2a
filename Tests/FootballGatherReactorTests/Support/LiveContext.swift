import AppSupport
import Foundation
@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI

/// The real outside world a Worker is tested against: SQLite in memory (a coach with Ada,
/// Bruno, Carla, Dani and Eli) behind a fault injector, a navigation stack, and virtual time.
@MainActor
final class LiveContext {
    let navigationController = NavigationController()
    let time = VirtualTime()
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

    func player(_ name: String) -> Player {
        coach.players.first { $0.name == name }!
    }

    /// Lets `seconds` pass one at a time, waiting after each until every tick has landed.
    func pass(_ seconds: Int) async {
        let idle = { [time] in time.sleepingCount }
        await navigationController.activity.waitUntilIdle(blocked: idle)
        for _ in 0..<seconds {
            await time.passOneSecond()
            await navigationController.activity.waitUntilIdle(blocked: idle)
        }
    }
}
