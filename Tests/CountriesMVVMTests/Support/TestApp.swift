import AppSupport
import CountriesModel
import CountriesTestSupport
import Foundation
import TerminalUI
import Testing
@testable import CountriesMVVM

/// The MVVM Countries app over real SQLite repositories (bundled dataset, in memory), driven
/// the way a user drives it: typed commands through the toolkit's session, which waits
/// until the app is idle after each one (held operations excepted).
@MainActor
final class TestApp {
    let faults = FaultInjector()
    let repositories: CountriesRepositories
    let coordinator: AppCoordinator
    private let session: Session

    init() throws {
        repositories = try .test(faults: faults)
        coordinator = AppCoordinator(repositories: repositories)
        let faults = faults
        session = Session(app: coordinator, timekeeper: VirtualTime(), blockedWork: { faults.heldCount })
    }

    /// A started app showing the Countries list, loaded.
    static func started() async throws -> TestApp {
        let app = try TestApp()
        await app.start()
        return app
    }

    /// Shows the first screen and waits until it has settled.
    func start() async {
        await session.start()
    }

    /// An app launched the way the launcher does it with `--open <link>`: started, then
    /// handed the link, then left to settle.
    static func launched(opening link: String) async throws -> TestApp {
        let app = try TestApp()
        app.coordinator.start()
        _ = app.coordinator.open(try #require(URL(string: link)))
        await app.session.waitUntilIdle()
        return app
    }

    /// Returns once no work is in flight (held operations excepted).
    func waitUntilIdle() async {
        await session.waitUntilIdle()
    }

    /// What is on screen now.
    var screen: Screen { session.screen }

    /// The titles of the screens on the stack, root first.
    var stack: [String] {
        coordinator.navigationController.viewControllers.map(\.screen.title)
    }

    /// The titles of the rows on screen, in order.
    var rowTitles: [String] { screen.indexedRows.map(\.row.title) }

    /// Carries out one command as typed (`select Germany`, `tap "Cancel loading"`…) and
    /// fails the test if the toolkit refuses it.
    func run(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        let reply = await session.execute(line)
        if case .error(let message) = reply {
            Issue.record("\(line): \(message)", sourceLocation: sourceLocation)
        }
    }
}

