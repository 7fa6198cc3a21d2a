import AppSupport
import FootballGatherTestSupport
import Foundation
@testable import FootballGatherMVVM
import TerminalUI
import Testing
import TestSupport

/// The whole MVVM app driven as a user would drive it: typed commands through the
/// toolkit's session, virtual time, and the coordinator's stack to look at.
@MainActor
final class AppHarness {
    let world: Backend
    let time = VirtualTime()
    let app: AppCoordinator
    let session: Session

    init(world: Backend) {
        self.world = world
        app = AppCoordinator(repositories: world.repositories, environment: .scripted(time))
        session = Session(app: app, timekeeper: time, blockedWork: { [faults = world.faults] in faults.heldCount })
    }

    var screen: Screen { session.screen }
    var stack: [ViewController] { app.navigationController.viewControllers }
    var top: ViewController? { stack.last }

    func start() async {
        await session.start()
    }

    /// Types each line; every one must apply to the screen it meets.
    func run(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for line in lines {
            let reply = await session.execute(line)
            #expect(reply == .screen, "\(line) → \(reply)", sourceLocation: sourceLocation)
        }
    }

    /// Starts the app and logs in as the seeded coach.
    func signIn() async {
        await start()
        await run("type Username coach", "type Password secret", "tap Login")
    }

    /// From Players: selects Ada, Bruno and Carla, confirms, and starts a gather with
    /// Ada in Team A and Bruno in Team B (Carla stays on the bench).
    func startGather() async {
        await run(
            "tap Select", "select Ada", "select Bruno", "select Carla", "tap \"Confirm players\"",
            "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\""
        )
    }
}
