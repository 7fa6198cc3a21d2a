import AppSupport
@testable import CountriesCleanDI
@testable import CountriesCleanDomain
import CountriesCleanPresentation
import CountriesCore
import CountriesTestSupport
import Foundation
import TerminalUI
import Testing

/// The whole Clean app as the registry builds it, over real SQLite with the bundled
/// dataset, driven the way a user drives it: typed commands through the toolkit's session,
/// which waits until the app is idle (held calls excepted).
@MainActor
final class RunningApp {
    let faults = FaultInjector()
    let container: AppContainer
    let root: RootView
    let session: Session

    init() throws {
        container = AppContainer(repositories: try .test(faults: faults))
        root = container.makeApplication()
        session = Session(app: root, timekeeper: VirtualTime(), blockedWork: { [faults] in faults.heldCount })
    }

    /// A started app showing the Countries list, loaded.
    static func started(opening link: String? = nil) async throws -> RunningApp {
        let app = try RunningApp()
        await app.session.start(opening: link)
        return app
    }

    var appState: AppState { container.appState }
    var screen: Screen { session.screen }
    /// The titles of the screens on the stack, root first.
    var stack: [String] { root.navigationController.viewControllers.map(\.screen.title) }
    var rowTitles: [String] { screen.indexedRows.map(\.row.title) }

    /// Types each line; every one must apply to the screen it meets.
    func run(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for line in lines {
            let reply = await session.execute(line)
            #expect(reply == .screen, "\(line) → \(reply)", sourceLocation: sourceLocation)
        }
    }
}
