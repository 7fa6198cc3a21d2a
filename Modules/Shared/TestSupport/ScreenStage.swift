import TerminalUI

/// One screen under test on a navigation stack of its own: shown as it would appear, sent
/// events as the toolkit would send them, and waited for until the work it started is done.
@MainActor
public final class ScreenStage {
    public let navigation = NavigationController()
    private let sleepingCount: @MainActor () -> Int

    /// - Parameter sleepingCount: how many tracked tasks are asleep on the app's clock (a
    ///   running countdown), which waiting must not wait for.
    public init(sleepingCount: @escaping @MainActor () -> Int = { 0 }) {
        self.sleepingCount = sleepingCount
    }

    /// What the stage shows now, alerts included.
    public var screen: Screen { navigation.currentScreen }

    /// Makes `view` the only screen (it appears), waits until it has settled, then sends
    /// `events` one by one, each once the work of the one before is done.
    public func show(_ view: ViewController, then events: Event...) async {
        navigation.setViewControllers([view])
        await settle()
        for event in events {
            await send(event)
        }
    }

    /// Sends each of `events` to the screen on top (or its alert), each once the work the
    /// one before started is done.
    public func send(_ events: Event...) async {
        for event in events {
            navigation.send(event)
            await settle()
        }
    }

    /// Returns once no tracked work is in flight, except work asleep on the clock.
    public func settle() async {
        await navigation.activity.waitUntilIdle(blocked: sleepingCount)
    }

    /// Returns once no tracked work is left at all: a countdown or load cancelled a moment
    /// ago may still look asleep (or held) to ``settle()`` while its task unwinds.
    /// - Throws: ``WaitTimedOut`` when work is still pending in time.
    public func drain() async throws {
        await settle()
        let activity = navigation.activity
        try await waitUntil("no work is pending") { activity.pendingCount == 0 }
    }
}
