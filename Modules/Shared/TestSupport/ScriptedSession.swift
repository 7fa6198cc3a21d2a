import AppSupport
import TerminalUI

/// A running app driven the way a user drives it in script mode: typed lines through the
/// toolkit's ``TerminalUI/Session``, on virtual time, where repository calls held by
/// `faults` do not count as work in flight (so a test can look at "Loading…").
@MainActor
public final class ScriptedSession {
    public let session: Session
    public let time: VirtualTime

    /// - Parameter linkExample: the app's own link, suggested when `open` gets something
    ///   that is not a link (see ``TerminalUI/Session``).
    public init(app: any Application, faults: FaultInjector, time: VirtualTime = VirtualTime(), linkExample: String? = nil) {
        self.time = time
        session = Session(app: app, timekeeper: time, blockedWork: { faults.heldCount }, linkExample: linkExample)
    }

    /// What is on screen now.
    public var screen: Screen { session.screen }

    /// The titles of the screens on the app's root stack, root first.
    public var stackTitles: [String] {
        session.app.navigationController.viewControllers.map(\.screen.title)
    }

    /// Carries out each line in turn, waiting until the app is idle after each.
    /// - Returns: the replies that were not a screen (errors, help), each with its line.
    @discardableResult
    public func run(_ lines: [String]) async -> [(line: String, reply: Session.Reply)] {
        var unexpected: [(line: String, reply: Session.Reply)] = []
        for line in lines {
            let reply = await session.execute(line)
            if reply != .screen { unexpected.append((line, reply)) }
        }
        return unexpected
    }

    /// Waits until no tracked work is left: the session idle, and a load cancelled by a pop
    /// done unwinding (its task still counts on the stack's activity until it returns).
    /// - Throws: ``WaitTimedOut`` when work is still pending in time.
    public func drain() async throws {
        await session.waitUntilIdle()
        let activity = session.app.navigationController.activity
        try await waitUntil("no work is pending") { activity.pendingCount == 0 }
    }
}
