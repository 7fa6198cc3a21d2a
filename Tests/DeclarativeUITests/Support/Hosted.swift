import DeclarativeUI
import TerminalUI

/// A view tree run as an app, driven by typed lines through TerminalUI's own `Session` on
/// virtual time, as script mode drives it.
@MainActor
final class Hosted {
    let app: HostingApplication
    let time: VirtualTime
    let session: Session

    /// - Parameter time: the app's clock must be `time.clock`, so its sleepers count as idle.
    init(_ rootView: some View, time: VirtualTime = VirtualTime()) {
        app = HostingApplication(rootView: rootView)
        self.time = time
        session = Session(app: app, timekeeper: time)
    }

    /// Starts the app and waits until its first screen has settled.
    func start() async {
        await session.start()
    }

    /// Carries out `line` and waits until the app is idle.
    @discardableResult
    func run(_ line: String) async -> Session.Reply {
        await session.execute(line)
    }

    /// Waits until the screen has caught up with a change made outside any event.
    func settle() async {
        await session.waitUntilIdle()
    }

    var screen: Screen { session.screen }

    /// The titles of the pages on the stack, root first.
    var titles: [String] {
        app.navigationController.viewControllers.map(\.screen.title)
    }
}

/// Counts how often each body was evaluated: a body's only side effect in these tests.
@MainActor
final class BodyCounts {
    private var counts: [String: Int] = [:]

    subscript(name: String) -> Int { counts[name, default: 0] }

    @discardableResult
    func record(_ name: String) -> Int {
        counts[name, default: 0] += 1
        return counts[name, default: 0]
    }
}
