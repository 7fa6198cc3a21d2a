import Clocks
import Foundation

/// How `wait` lets time pass: virtually in script mode, for real in interactive mode.
public protocol Timekeeper: Sendable {
    /// Lets one second pass.
    func passOneSecond() async
}

/// Virtual time for script mode and tests: a `TestClock` that starts at a fixed instant,
/// so timers and dates are the same on every run.
public final class VirtualTime: Timekeeper {
    /// 2025-01-01 10:00:00 UTC: where every scripted run starts.
    public static let defaultStart = Date(timeIntervalSince1970: 1_735_725_600)

    public let clock: TestClock<Duration>
    public let start: Date

    public init(start: Date = VirtualTime.defaultStart) {
        self.clock = TestClock()
        self.start = start
    }

    /// The virtual date: the start plus the virtual time that has passed.
    public func now() -> Date {
        let elapsed = TestClock<Duration>.Instant().duration(to: clock.now)
        let (seconds, attoseconds) = elapsed.components
        return start.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    }

    public func passOneSecond() async {
        await clock.advance(by: .seconds(1))
    }
}

/// Real time for interactive mode.
public struct RealTime: Timekeeper {
    public init() {}

    public func passOneSecond() async {
        try? await Task.sleep(for: .seconds(1))
    }
}
