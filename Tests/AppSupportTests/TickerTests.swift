import AppSupport
import Clocks
import TerminalUI
import Testing

/// The repeating timer: ticks on the clock it is given, stops for good, and is work in flight
/// the toolkit's driver waits for (tracked by a `TaskTracker`).
@MainActor @Suite struct TickerTests {
    let clock = SleepTrackingClock(TestClock<Duration>())
    let activity = TaskTracker()

    /// Lets time pass one second at a time: each second only once the loop is asleep on the
    /// clock (a loop not yet asleep would miss it), then waits for the tick to land.
    func pass(_ seconds: Int) async {
        for _ in 0..<seconds {
            await activity.waitUntilIdle { clock.sleepingCount }
            await clock.base.advance(by: .seconds(1))
            await activity.waitUntilIdle { clock.sleepingCount }
        }
    }

    @Test func ticksOncePerIntervalWhileRunning() async {
        let ticker = Ticker(clock: clock, track: activity.track)
        var ticks = 0
        ticker.start { ticks += 1 }

        await pass(3)

        #expect(ticks == 3)
        #expect(ticker.isRunning)
    }

    @Test func stopEndsTheTicksAndTheTrackedWork() async {
        let ticker = Ticker(clock: clock, track: activity.track)
        var ticks = 0
        ticker.start { ticks += 1 }
        await pass(1)

        ticker.stop()
        await activity.waitUntilIdle()
        await clock.base.advance(by: .seconds(5))

        #expect(ticks == 1)
        #expect(!ticker.isRunning)
        #expect(activity.pendingCount == 0)
    }

    @Test func startingTwiceKeepsOneLoop() async {
        let ticker = Ticker(clock: clock, track: activity.track)
        var ticks = 0
        ticker.start { ticks += 1 }
        ticker.start { ticks += 100 }
        await pass(2)

        #expect(ticks == 2)
        #expect(activity.pendingCount == 1)
    }

    @Test func aTickCanStopItsOwnTicker() async {
        let ticker = Ticker(clock: clock, track: activity.track)
        var ticks = 0
        ticker.start {
            ticks += 1
            if ticks == 2 { ticker.stop() }
        }
        await pass(4)

        #expect(ticks == 2)
        #expect(activity.pendingCount == 0)
    }
}
