import AppSupport
import Foundation
import TerminalUI

/// Virtual time for the countdown: the toolkit's clock knows when the loop is asleep, so
/// each second passes only once the loop is waiting for it and no tick is lost.
@MainActor
struct VirtualCountdown {
    let time = VirtualTime()

    /// The environment to give a Gather module or interactor.
    var environment: AppEnvironment {
        AppEnvironment(clock: time.clock, now: { .fullTime }, timeZone: TimeZone(identifier: "UTC")!)
    }

    /// Lets `seconds` pass; `isRunning` says whether a loop should be asleep on the clock.
    func pass(seconds: Int, isRunning: () -> Bool) async {
        for _ in 0..<seconds {
            await untilAsleep(isRunning)
            await time.passOneSecond()
        }
        await untilAsleep(isRunning)
    }

    private func untilAsleep(_ isRunning: () -> Bool) async {
        for _ in 0..<2_000 where isRunning() && time.sleepingCount == 0 {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}
