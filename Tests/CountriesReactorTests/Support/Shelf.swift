import AppSupport
@testable import CountriesReactor
import CountriesModel
import CountriesTestSupport
import TerminalUI
import Testing

/// The whole Reactor app over the bundled dataset in SQLite (in memory) behind a fault
/// injector, typed at through the toolkit's session as script mode does.
@MainActor
final class Shelf {
    let faults = FaultInjector()
    let app: RootView
    let session: Session

    init() throws {
        let repositories = try CountriesRepositories.test(faults: faults)
        app = AppAssembly.makeApplication(repositories: repositories, environment: .live) as! RootView
        session = Session(app: app, timekeeper: VirtualTime(), blockedWork: { [faults] in faults.heldCount })
    }

    /// Types each line; every one must run (no `error:` reply).
    func type(_ lines: String...) async {
        for line in lines {
            let reply = await session.execute(line)
            #expect(reply == .screen, "\(line): \(reply)")
        }
    }

    var screen: Screen { session.screen }

    /// The titles of the screens on the stack, root first.
    var titles: [String] { app.navigationController.viewControllers.map(\.screen.title) }

    var rowTitles: [String] { screen.indexedRows.map(\.row.title) }
}
