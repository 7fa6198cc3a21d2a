import AppSupport
@testable import FootballGatherCleanDI
@testable import FootballGatherCleanDomain
import FootballGatherCleanPresentation
import FootballGatherModel
import FootballGatherTestSupport
import Foundation
import TerminalUI
import TestSupport
import Testing

/// The whole Clean app as the registry builds it, over real SQLite, driven the way a user
/// drives it: typed commands through the toolkit's session, on virtual time.
@MainActor
struct RunningApp {
    let faults = FaultInjector()
    let repositories: FootballGatherRepositories
    let container: AppContainer
    let root: RootView
    let scripted: ScriptedSession

    init() throws {
        repositories = try .test(faults: faults)
        let time = VirtualTime()
        container = AppContainer(repositories: repositories, environment: .scripted(time))
        root = container.makeApplication()
        scripted = ScriptedSession(app: root, faults: faults, time: time)
    }

    /// A started app with the seeded coach (Ada, Bruno, Carla, Dani, Eli) signed in on Players.
    static func signedIn() async throws -> RunningApp {
        let app = try RunningApp()
        try await app.repositories.seedPlayers()
        await app.scripted.session.start()
        await app.run("type Username coach", "type Password secret", "tap Login")
        return app
    }

    var appState: AppState { container.appState }
    var screen: Screen { scripted.screen }
    var stack: [String] { scripted.stackTitles }

    /// Types each line; every one must apply to the screen it meets.
    func run(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        let refused = await scripted.run(lines)
        #expect(refused.isEmpty, "\(refused)", sourceLocation: sourceLocation)
    }
}
