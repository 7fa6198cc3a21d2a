import AppSupport
import Foundation
import TerminalUI
import TestSupport
import Testing

/// View controllers under test on a navigation stack of their own, driven the way a user
/// drives them: typed commands through the toolkit's `Session` (resolved against what is on
/// screen, so a disabled button cannot be tapped), virtual time for `wait`, and repository
/// calls held by `faults` counted as idle so "Loading…" can be looked at.
@MainActor
final class Stage: Application {
    let navigationController = NavigationController()
    let time = VirtualTime()
    private let makeStack: @MainActor (Stage) -> [ViewController]
    private var session: Session!

    /// - Parameter stack: the controllers to show, root first (the last one is on screen);
    ///   it gets the stage to build tickers on its clock and activity.
    init(faults: FaultInjector, stack: @escaping @MainActor (Stage) -> [ViewController]) {
        makeStack = stack
        session = Session(app: self, timekeeper: time, blockedWork: { faults.heldCount })
    }

    func start() {
        navigationController.setViewControllers(makeStack(self))
    }

    /// Shows the stack and waits until the first screen has settled.
    func show() async {
        await session.start()
    }

    /// What is on screen now, alerts and the back button included.
    var screen: Screen { session.screen }

    /// The controllers on the stack, root first.
    var stack: [ViewController] { navigationController.viewControllers }

    /// The titles of the rows on screen, top to bottom.
    var rowTitles: [String] { screen.indexedRows.map(\.row.title) }

    /// Carries out each line; every one must apply to the screen it meets.
    func run(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for line in lines {
            let reply = await session.execute(line)
            #expect(reply == .screen, "\(line) → \(reply)", sourceLocation: sourceLocation)
        }
    }

    /// Carries out one line that is expected not to apply, and returns the toolkit's reply.
    func attempt(_ line: String) async -> Session.Reply {
        await session.execute(line)
    }

    /// Sends `event` straight to the screen on top, as UIKit would deliver a touch, without
    /// the command line's checks (for states a typed command cannot reach), then settles.
    func send(_ event: Event) async {
        navigationController.send(event)
        await settle()
    }

    /// Waits until no work is in flight (held calls and sleeping tickers apart).
    func settle() async {
        await session.waitUntilIdle()
    }

    /// Lets time pass a second at a time, each tick landing, whatever is on screen (`wait`
    /// is refused while an alert is up, though a countdown runs on under it).
    func letTimePass(seconds: Int) async {
        for _ in 0..<seconds {
            await time.passOneSecond()
            await settle()
        }
    }

    /// A countdown ticking on this stage's virtual clock.
    func makeTicker() -> Ticker {
        Ticker(clock: time.clock, track: navigationController.rootActivity.track)
    }
}
