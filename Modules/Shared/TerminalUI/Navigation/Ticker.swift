/// A repeating tick on the app's clock, the toolkit's `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
/// Every pattern's countdown runs on one, so the Gather scenes differ only by pattern.
///
/// The tick loop is work in flight on `activity` (a navigation controller's
/// ``NavigationController/rootActivity``): script mode waits for each tick to land before it
/// renders, and while the loop sleeps on the clock it counts as idle (see
/// ``SleepTrackingClock``). A tick that wakes up after ``stop()`` never fires.
@MainActor
public final class Ticker {
    private let clock: any Clock<Duration>
    private let interval: Duration
    private let activity: TaskTracker
    private var loop: Task<Void, Never>?

    /// - Parameters:
    ///   - clock: the clock the loop sleeps on (virtual in script mode and tests).
    ///   - interval: the time between two ticks.
    ///   - activity: the tracker that counts the loop as work in flight.
    public init(clock: any Clock<Duration>, interval: Duration = .seconds(1), activity: TaskTracker) {
        self.clock = clock
        self.interval = interval
        self.activity = activity
    }

    deinit {
        loop?.cancel()
    }

    /// Whether ticks are coming.
    public var isRunning: Bool { loop != nil }

    /// Calls `tick` once every interval until ``stop()``. Does nothing while already running.
    public func start(_ tick: @escaping @MainActor () -> Void) {
        guard loop == nil else { return }
        let loop = Task { @MainActor [clock, interval] in
            while true {
                do { try await clock.sleep(for: interval) } catch { return }
                // A tick that woke up after stop() (or after a restart) must not count.
                guard !Task.isCancelled else { return }
                tick()
            }
        }
        self.loop = loop
        activity.track(loop)
    }

    /// Stops the ticks; the next ``start(_:)`` counts a whole interval again.
    public func stop() {
        loop?.cancel()
        loop = nil
    }
}
