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

    /// Makes `view` the only screen (it appears), then waits until it has settled.
    public func show(_ view: ViewController) async {
        navigation.setViewControllers([view])
        await settle()
    }

    /// Sends `event` to the screen on top, then waits until the work it started is done.
    public func send(_ event: Event) async {
        navigation.send(event)
        await settle()
    }

    /// Returns once no tracked work is in flight, except work asleep on the clock.
    public func settle() async {
        await navigation.activity.waitUntilIdle(blocked: sleepingCount)
    }
}
