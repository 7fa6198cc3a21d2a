/// A repeating tick on the app's clock: Foundation's `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
/// A timer is Foundation's in UIKit, not UIKit's, so it lives here, not in the toolkit: the
/// roles that keep time without drawing anything (an interactor, a worker, a view model) own
/// one without depending on the screen. Every pattern's countdown runs on one, so the Gather
/// scenes differ only by pattern.
///
/// The tick loop is work in flight for whoever runs the app, handed over once through `track`
/// (the toolkit's `TaskTracker.track(_:)`, as a timer is scheduled on a run loop): script mode
/// then waits for each tick to land before it renders, and while the loop sleeps on the clock
/// it counts as idle. A tick that wakes up after ``stop()`` never fires.
@MainActor
public final class Ticker {
    private let clock: any Clock<Duration>
    private let interval: Duration
    private let track: @MainActor (Task<Void, Never>) -> Void
    private var loop: Task<Void, Never>?

    /// - Parameters:
    ///   - clock: the clock the loop sleeps on (virtual in script mode and tests).
    ///   - interval: the time between two ticks.
    ///   - track: receives the loop's task when it starts (a navigation controller's
    ///     `rootActivity.track`), so the app's driver counts it as work in flight.
    public init(clock: any Clock<Duration>, interval: Duration = .seconds(1), track: @escaping @MainActor (Task<Void, Never>) -> Void) {
        self.clock = clock
        self.interval = interval
        self.track = track
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
        track(loop)
    }

    /// Stops the ticks; the next ``start(_:)`` counts a whole interval again.
    public func stop() {
        loop?.cancel()
        loop = nil
    }
}
