import AppSupport
import CountriesModel
import CountriesTestSupport
import Foundation
import TerminalUI
import Testing
@testable import CountriesMVC

/// The MVC Countries app over real SQLite repositories (bundled dataset, in memory), driven
/// the way a user drives it: typed commands through the toolkit's session, which waits
/// until the app is idle after each (held calls excepted).
@MainActor
final class TestApp {
    let faults = FaultInjector()
    let repositories: CountriesRepositories
    let delegate: AppDelegate
    private let session: Session

    init() throws {
        repositories = try .test(faults: faults)
        delegate = AppDelegate(repositories: repositories)
        let faults = faults
        session = Session(
            app: delegate, timekeeper: VirtualTime(), blockedWork: { faults.heldCount },
            linkExample: "countries://country/JPN"
        )
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

    /// An app launched as the launcher does it with `--open <link>`.
    static func launched(opening link: String) async throws -> TestApp {
        let app = try TestApp()
        let error = await app.session.start(opening: link)
        #expect(error == nil)
        return app
    }

    var screen: Screen { session.screen }

    /// The titles of the screens on the stack, root first.
    var stack: [String] { delegate.navigationController.viewControllers.map(\.screen.title) }

    var rowTitles: [String] { screen.indexedRows.map(\.row.title) }

    /// Carries out one command as typed and fails the test if the toolkit refuses it.
    func run(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        if case .error(let message) = await session.execute(line) {
            Issue.record("\(line): \(message)", sourceLocation: sourceLocation)
        }
    }

    /// Carries out one command that must be refused, and returns the one-line error.
    func refused(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) async -> String? {
        let reply = await session.execute(line)
        guard case .error(let message) = reply else {
            Issue.record("\(line) was not refused: \(reply)", sourceLocation: sourceLocation)
            return nil
        }
        return message
    }

    func waitUntilIdle() async {
        await session.waitUntilIdle()
    }
}
