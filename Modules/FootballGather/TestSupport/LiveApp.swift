import AppSupport
import FootballGatherModel
import TerminalUI
import Testing
import TestSupport

/// A pattern's whole Football Gather app over a seeded ``Backend``, driven the way a user
/// drives it in script mode: typed lines through the toolkit's session, on virtual time,
/// where calls held by the backend's faults do not count as work in flight. Each pattern
/// test target makes its app as its registry entry does; the driving is shared.
@MainActor
public final class LiveApp<App: Application> {
    public let backend: Backend
    public let app: App
    public let scripted: ScriptedSession

    /// - Parameter makeApp: the pattern's app over these repositories and this environment.
    public init(backend: Backend, _ makeApp: (FootballGatherRepositories, AppEnvironment) -> App) {
        let time = VirtualTime()
        self.backend = backend
        app = makeApp(backend.repositories, .scripted(time))
        scripted = ScriptedSession(app: app, faults: backend.faults, time: time)
    }

    /// The pattern's app over a freshly seeded ``Backend`` (the coach and Ada, Bruno,
    /// Carla, Dani and Eli), shown and settled on Login.
    public static func started(_ makeApp: (FootballGatherRepositories, AppEnvironment) -> App) async throws -> LiveApp {
        let live = LiveApp(backend: try await Backend.seeded(), makeApp)
        await live.start()
        return live
    }

    /// As ``started(_:)``, then signed in as the seeded coach: on Players.
    public static func signedIn(_ makeApp: (FootballGatherRepositories, AppEnvironment) -> App) async throws -> LiveApp {
        let live = try await started(makeApp)
        await live.signIn()
        return live
    }

    public var faults: FaultInjector { backend.faults }
    public var time: VirtualTime { scripted.time }
    public var session: Session { scripted.session }
    public var navigationController: NavigationController { app.navigationController }
    /// What is on screen now, alerts included.
    public var screen: Screen { scripted.screen }
    /// The titles of the screens on the app's stack, root first.
    public var titles: [String] { scripted.stackTitles }
    /// The screens on the app's stack, root first.
    public var stack: [ViewController] { navigationController.viewControllers }
    public var top: ViewController? { navigationController.topViewController }

    /// Shows the first screen and waits until it has settled.
    public func start() async {
        await session.start()
    }

    /// Carries out each line as typed; a line that does not apply to the screen it meets
    /// fails the test.
    public func run(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for (line, reply) in await scripted.run(lines) {
            Issue.record("\(line) → \(reply)", sourceLocation: sourceLocation)
        }
    }

    /// Signs in as the seeded coach from Login: ends on Players.
    public func signIn(sourceLocation: SourceLocation = #_sourceLocation) async {
        await run("type Username coach", "type Password secret", "tap Login", sourceLocation: sourceLocation)
    }

    /// From Players: selects Ada, Bruno and Carla, confirms, and starts a gather with Ada in
    /// Team A and Bruno in Team B (Carla stays on the bench).
    public func startGather(sourceLocation: SourceLocation = #_sourceLocation) async {
        await run(
            "tap Select", "select Ada", "select Bruno", "select Carla", "tap \"Confirm players\"",
            "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"", sourceLocation: sourceLocation
        )
    }

    /// Lets every held call go on, oldest first, each finished before the next.
    public func releaseHeld() async {
        faults.disarmHolds()
        while faults.releaseOldestHeld() { await session.waitUntilIdle() }
    }

    /// Waits until no tracked work is left (a cancelled task may still be unwinding).
    public func drain() async throws {
        try await scripted.drain()
    }
}
