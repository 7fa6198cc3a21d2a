import AppSupport
import CountriesModel
import TerminalUI
import Testing
import TestSupport

/// A pattern's whole Countries app over a ``CountriesBackend``, driven the way the launcher
/// drives it: typed lines through the toolkit's session, on virtual time, where calls held
/// by the backend's faults do not count as work in flight (so a test can look at "Loading…").
/// Each pattern test target names its app and how it is made; the driving is shared.
@MainActor
public final class LiveApp<App: Application> {
    public let backend: CountriesBackend
    public let app: App
    public let scripted: ScriptedSession

    /// - Parameter makeApp: the pattern's app over these repositories, as its registry makes it.
    public init(_ makeApp: (CountriesRepositories) -> App) throws {
        backend = try CountriesBackend()
        app = makeApp(backend.repositories)
        scripted = ScriptedSession(app: app, faults: backend.faults, linkExample: "countries://country/JPN")
    }

    public var faults: FaultInjector { backend.faults }
    public var repositories: CountriesRepositories { backend.repositories }
    public var session: Session { scripted.session }
    public var navigationController: NavigationController { app.navigationController }
    /// What is on screen now, alerts included.
    public var screen: Screen { scripted.screen }
    /// The titles of the screens on the app's stack, root first.
    public var titles: [String] { scripted.stackTitles }
    /// The titles of the rows on screen, in order.
    public var rowTitles: [String] { screen.indexedRows.map(\.row.title) }

    /// Shows the first screen (then follows `link`, as `--open` does) and waits until it
    /// has settled; a link the app cannot follow fails the test.
    public func start(opening link: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) async {
        let error = await session.start(opening: link)
        #expect(error == nil, sourceLocation: sourceLocation)
    }

    /// Carries out each line as typed (`select Germany`, `tap "Cancel loading"`…); a line
    /// the toolkit refuses fails the test.
    public func run(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for (line, reply) in await scripted.run(lines) {
            Issue.record("\(line): \(reply)", sourceLocation: sourceLocation)
        }
    }

    /// Carries out one line that must be refused, and returns the toolkit's one-line error.
    public func refused(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) async -> String? {
        let reply = await session.execute(line)
        guard case .error(let message) = reply else {
            Issue.record("\(line) was not refused: \(reply)", sourceLocation: sourceLocation)
            return nil
        }
        return message
    }

    /// Returns once no work is in flight (held calls excepted).
    public func waitUntilIdle() async {
        await session.waitUntilIdle()
    }

    /// Waits until no tracked work is left (a cancelled load may still be unwinding).
    public func drain() async throws {
        try await scripted.drain()
    }
}
