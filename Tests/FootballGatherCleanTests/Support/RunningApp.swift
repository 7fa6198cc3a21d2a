import AppSupport
@testable import FootballGatherCleanDI
@testable import FootballGatherCleanDomain
import FootballGatherCleanPresentation
import FootballGatherCore
import FootballGatherTestSupport
import Foundation
import TerminalUI
import Testing

/// The whole Clean app as the registry builds it, over real SQLite, driven the way a user
/// drives it: typed commands through the toolkit's session, on virtual time.
@MainActor
final class RunningApp {
    let faults = FaultInjector()
    let repositories: FootballGatherRepositories
    let container: AppContainer
    let root: RootView
    let session: Session

    init() throws {
        repositories = try .test(faults: faults)
        let time = VirtualTime()
        container = AppContainer(
            repositories: repositories,
            environment: AppEnvironment(clock: time.clock, now: { time.now() }, timeZone: TimeZone(identifier: "UTC")!)
        )
        root = container.makeApplication()
        session = Session(app: root, timekeeper: time, blockedWork: { [faults] in faults.heldCount })
    }

    /// A started app with the seeded coach (Ada, Bruno, Carla, Dani, Eli) signed in on Players.
    static func signedIn() async throws -> RunningApp {
        let app = try RunningApp()
        try await app.repositories.seedPlayers()
        await app.session.start()
        await app.run("type Username coach", "type Password secret", "tap Login")
        return app
    }

    var appState: AppState { container.appState }
    var screen: Screen { session.screen }
    /// The titles of the screens on the stack, root first.
    var stack: [String] { root.navigationController.viewControllers.map(\.screen.title) }

    /// Types each line; every one must apply to the screen it meets.
    func run(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for line in lines {
            let reply = await session.execute(line)
            #expect(reply == .screen, "\(line) → \(reply)", sourceLocation: sourceLocation)
        }
    }

    func waitUntilIdle() async {
        await session.waitUntilIdle()
    }
}
