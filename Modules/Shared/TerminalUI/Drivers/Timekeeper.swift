import Clocks
import Foundation

/// How time passes for an app: the clock it sleeps on, and what `wait` does.
public protocol Timekeeper: Sendable {
    /// The clock to hand the app (its timers sleep on it).
    var clock: any Clock<Duration> { get }
    /// How many tasks are asleep on ``clock`` until a future deadline: idle, not busy.
    var sleepingCount: Int { get }
    /// How long until the first task asleep on ``clock`` wakes up; nil when none sleeps.
    var timeUntilNextWake: Duration? { get }
    /// Lets `duration` pass.
    func pass(_ duration: Duration) async
}

extension Timekeeper {
    /// Lets one second pass.
    public func passOneSecond() async {
        await pass(.seconds(1))
    }
}

/// Virtual time for script mode and tests: a swift-clocks `TestClock` that starts at a
/// fixed instant and only moves on `wait`, so timers and dates are the same on every run.
public final class VirtualTime: Timekeeper {
    /// 2025-01-01 10:00:00 UTC: where every scripted run starts.
    public static let defaultStart = Date(timeIntervalSince1970: 1_735_725_600)

    public let testClock: TestClock<Duration>
    public let start: Date
    private let tracking: SleepTrackingClock<TestClock<Duration>>

    public init(start: Date = VirtualTime.defaultStart) {
        self.testClock = TestClock()
        self.tracking = SleepTrackingClock(testClock)
        self.start = start
    }

    public var clock: any Clock<Duration> { tracking }

    public var sleepingCount: Int { tracking.sleepingCount }

    /// The virtual date: the start plus the virtual time that has passed.
    public func now() -> Date {
        let elapsed = TestClock<Duration>.Instant().duration(to: testClock.now)
        let (seconds, attoseconds) = elapsed.components
        return start.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    }

    public var timeUntilNextWake: Duration? {
        tracking.nextDeadline.map { testClock.now.duration(to: $0) }
    }

    public func pass(_ duration: Duration) async {
        await testClock.advance(by: duration)
    }
}

/// Real time for interactive mode.
public final class RealTime: Timekeeper {
    private let tracking = SleepTrackingClock(ContinuousClock())

    public init() {}

    public var clock: any Clock<Duration> { tracking }

    public var sleepingCount: Int { tracking.sleepingCount }

    public var timeUntilNextWake: Duration? {
        tracking.nextDeadline.map { ContinuousClock.now.duration(to: $0) }
    }

    public func pass(_ duration: Duration) async {
        try? await Task.sleep(for: duration)
    }
}
