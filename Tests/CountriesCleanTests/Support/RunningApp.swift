import AppSupport
@testable import CountriesCleanDI
@testable import CountriesCleanDomain
import CountriesCleanPresentation
import CountriesModel
import CountriesTestSupport
import TerminalUI
import TestSupport
import Testing

/// The whole Clean app as the registry builds it, on the shared ``LiveApp`` (the bundled
/// dataset in SQLite, held calls not counted as busy). Clean's tests also read the
/// container's `AppState`, which `LiveApp`, holding only the app, cannot give them; so this
/// keeps both.
@MainActor
struct RunningApp {
    let live: LiveApp<RootView>
    let container: AppContainer

    /// A started app showing the Countries list, loaded (after following `link`, if given).
    static func started(opening link: String? = nil) async throws -> RunningApp {
        let app = try RunningApp()
        await app.live.start(opening: link)
        return app
    }

    private init() throws {
        var made: AppContainer?
        live = try LiveApp { repositories in
            let container = AppContainer(repositories: repositories)
            made = container
            return container.makeApplication()
        }
        // The closure above runs inside LiveApp's initialiser, so the container is there.
        container = made!
    }

    var appState: AppState { container.appState }
    var root: RootView { live.app }
    var faults: FaultInjector { live.faults }
    var scripted: ScriptedSession { live.scripted }
    var screen: Screen { live.screen }
    var stack: [String] { live.titles }
    var rowTitles: [String] { live.rowTitles }

    /// Types each line; every one must apply to the screen it meets.
    func run(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for line in lines {
            await live.run(line, sourceLocation: sourceLocation)
        }
    }
}
