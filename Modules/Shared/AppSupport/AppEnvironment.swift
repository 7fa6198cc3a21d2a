import Foundation

/// The outside world an app runs in: its clock, the current date and the fault injector.
///
/// Script mode hands apps a virtual clock that starts at a fixed instant, so timers and
/// dates are reproducible; interactive mode hands them the real ones.
public struct AppEnvironment: Sendable {
    /// The clock timers sleep on (a `TestClock` in tests and script mode).
    public let clock: any Clock<Duration>
    /// The current date, consistent with `clock`.
    public let now: @Sendable () -> Date
    /// The time zone dates are shown in (UTC in script mode, so output is reproducible).
    public let timeZone: TimeZone

    public init(
        clock: any Clock<Duration>,
        now: @escaping @Sendable () -> Date,
        timeZone: TimeZone
    ) {
        self.clock = clock
        self.now = now
        self.timeZone = timeZone
    }

    /// The real world: continuous clock, system date, the user's time zone.
    public static var live: AppEnvironment {
        AppEnvironment(clock: ContinuousClock(), now: { Date() }, timeZone: .current)
    }
}
