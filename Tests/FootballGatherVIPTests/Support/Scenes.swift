import AppSupport
import FootballGatherModel
import FootballGatherTestSupport
import Foundation
@testable import FootballGatherVIP
import TerminalUI
import TestSupport

/// Real scenes over a `Backend`, on a stage of their own with virtual time: what Router and
/// scene tests build with their Configurators, as the app would.
@MainActor
final class Scenes {
    let backend: Backend
    let time: VirtualTime
    let stage: ScreenStage

    init(backend: Backend) {
        let time = VirtualTime()
        self.backend = backend
        self.time = time
        stage = ScreenStage(sleepingCount: { time.sleepingCount })
    }

    static func seeded() async throws -> Scenes {
        Scenes(backend: try await Backend.seeded())
    }

    var assembly: SceneAssembly {
        SceneAssembly(
            repositories: backend.repositories,
            environment: AppEnvironment(clock: time.clock, now: { .fullTime }, timeZone: TimeZone(identifier: "UTC")!)
        )
    }

    var navigation: NavigationController { stage.navigation }
    var titles: [String] { navigation.viewControllers.map(\.screen.title) }
    var top: ViewController? { navigation.topViewController }

    /// The coach's Players as the root, loaded.
    func showPlayers() async -> PlayerListViewController {
        let players = PlayerListConfigurator(assembly: assembly).makeScene()
        players.router.dataStore.userID = backend.userID
        await stage.show(players)
        return players
    }

    /// Sends `event` to the screen on top and waits for the work it started.
    func send(_ event: Event) async {
        await stage.send(event)
    }

    /// Lets `seconds` of the countdown pass, one at a time.
    func pass(seconds: Int) async {
        for _ in 0..<seconds {
            await time.passOneSecond()
            await stage.settle()
        }
    }
}
