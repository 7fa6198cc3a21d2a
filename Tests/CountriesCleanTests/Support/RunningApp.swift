import AppSupport
@testable import CountriesCleanDI
@testable import CountriesCleanDomain
import CountriesCleanPresentation
import CountriesModel
import CountriesTestSupport
import TerminalUI
import TestSupport
import Testing

/// The whole Clean app as the registry builds it, over real SQLite with the bundled
/// dataset, driven the way a user drives it (held repository calls do not count as busy).
@MainActor
struct RunningApp {
    let faults = FaultInjector()
    let container: AppContainer
    let root: RootView
    let scripted: ScriptedSession

    /// A started app showing the Countries list, loaded (after following `link`, if given).
    static func started(opening link: String? = nil) async throws -> RunningApp {
        let app = try RunningApp()
        await app.scripted.session.start(opening: link)
        return app
    }

    private init() throws {
        container = AppContainer(repositories: try .test(faults: faults))
        root = container.makeApplication()
        scripted = ScriptedSession(app: root, faults: faults)
    }

    var appState: AppState { container.appState }
    var screen: Screen { scripted.screen }
    var stack: [String] { scripted.stackTitles }
    var rowTitles: [String] { screen.indexedRows.map(\.row.title) }

    /// Types each line; every one must apply to the screen it meets.
    func run(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        let refused = await scripted.run(lines)
        #expect(refused.isEmpty, "\(refused)", sourceLocation: sourceLocation)
    }
}
