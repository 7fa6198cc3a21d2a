import AppSupport
import Foundation
import FootballGatherModel
import TerminalUI
import TestSupport

/// A pattern's real scenes on a real navigation stack, over a seeded ``Backend`` (SQLite in
/// memory behind a fault injector) and virtual time: what Router, Worker, scene and
/// deallocation tests assemble their scenes on. Each pattern builds its scenes here with its
/// own factory (a Configurator, a module factory, a scene assembly) from ``repositories`` and
/// ``environment``.
@MainActor
public final class LiveStack {
    public let backend: Backend
    /// Virtual time as script mode runs it: it moves only when a test lets it pass.
    public let time: VirtualTime
    /// The stack the scenes are shown on; waiting on it does not wait for a running countdown.
    public let stage: ScreenStage

    public init(backend: Backend) {
        let time = VirtualTime()
        self.backend = backend
        self.time = time
        stage = ScreenStage(sleepingCount: { time.sleepingCount })
    }

    /// A stack over a fresh database with the coach and `roster` (Ada, Bruno, Carla, Dani
    /// and Eli by default).
    public static func seeded(with roster: [PlayerDraft] = PlayerDraft.roster) async throws -> LiveStack {
        LiveStack(backend: try await Backend.seeded(with: roster))
    }

    public var repositories: FootballGatherRepositories { backend.repositories }
    public var faults: FaultInjector { backend.faults }
    public var coach: SeededUser { backend.coach }
    public var userID: Int64 { backend.userID }

    /// The coach's seeded player called `name`.
    public func player(_ name: String) throws -> Player {
        try backend.player(name)
    }

    /// What a scene is given: this stack's virtual clock, a `now` fixed at full time, UTC.
    public var environment: AppEnvironment {
        AppEnvironment(clock: time.clock, now: { .fullTime }, timeZone: TimeZone(identifier: "UTC")!)
    }

    public var navigationController: NavigationController { stage.navigation }
    /// The titles of the screens on the stack, root first.
    public var titles: [String] { navigationController.viewControllers.map(\.screen.title) }
    public var top: ViewController? { navigationController.topViewController }
    /// What is on screen now, alerts included.
    public var screen: Screen { stage.screen }
    /// The alert on screen, if any.
    public var alert: Screen.Alert? { screen.alert }

    /// Makes `view` the only screen and waits until it has settled.
    public func show(_ view: ViewController) async {
        await stage.show(view)
    }

    /// Sends `event` to the screen on top (or its alert) and waits for the work it started.
    public func send(_ event: Event) async {
        await stage.send(event)
    }

    /// Waits until the work the stack's screens started is done (a running countdown excepted).
    public func settle() async {
        await stage.settle()
    }

    /// Waits until no tracked work is left at all (a cancelled countdown unwinding included).
    public func drain() async throws {
        try await stage.drain()
    }

    /// Lets `seconds` pass one at a time, as `wait` does: before and after each second the
    /// stack waits until every tracked task is done or asleep on the clock, so each tick has
    /// landed.
    public func pass(seconds: Int) async {
        await settle()
        for _ in 0..<seconds {
            await time.passOneSecond()
            await settle()
        }
    }
}
