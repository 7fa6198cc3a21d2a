import AppSupport
import Foundation
import TerminalUI

/// Virtual time for the countdown: the toolkit's clock knows when the ticker is asleep, so
/// each second passes only once the ticker waits for it, and no tick is lost.
@MainActor
public struct VirtualCountdown {
    public let time = VirtualTime()
    /// What the ticker's loop counts as work in flight (the stack's `rootActivity` in the app).
    public let activity: TaskTracker

    public init(activity: TaskTracker = TaskTracker()) {
        self.activity = activity
    }

    /// The environment to give a Gather module.
    public var environment: AppEnvironment {
        AppEnvironment(clock: time.clock, now: { .fullTime }, timeZone: TimeZone(identifier: "UTC")!)
    }

    /// A ticker on this virtual clock, as the Gather module makes one.
    public func makeTicker() -> Ticker {
        Ticker(clock: time.clock, track: activity.track)
    }

    /// Lets `seconds` pass one at a time, each once the ticker sleeps and its tick has landed.
    public func pass(seconds: Int) async {
        await activity.waitUntilIdle { time.sleepingCount }
        for _ in 0..<seconds {
            await time.passOneSecond()
            await activity.waitUntilIdle { time.sleepingCount }
        }
    }
}
