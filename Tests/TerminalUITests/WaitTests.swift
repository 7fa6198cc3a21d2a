import Foundation
import Synchronization
import TerminalUI
import TestSupport
import Testing

/// `wait` passes virtual time from one wake-up to the next: what is asleep on the clock
/// wakes exactly as it would second by second, and time with nothing asleep passes at once.
@MainActor @Suite struct WaitTests {
    /// Virtual time that records each step it is asked to pass.
    final class SteppingTime: Timekeeper {
        let time = VirtualTime()
        private let passed = Mutex<[Duration]>([])

        var steps: [Duration] { passed.withLock { $0 } }
        var clock: any Clock<Duration> { time.clock }
        var sleepingCount: Int { time.sleepingCount }
        var timeUntilNextWake: Duration? { time.timeUntilNextWake }

        func pass(_ duration: Duration) async {
            passed.withLock { $0.append(duration) }
            await time.pass(duration)
        }
    }

    let time = SteppingTime()

    func startedSession() async -> Session {
        let session = Session(app: DemoApplication(clock: time.clock), timekeeper: time)
        await session.start()
        return session
    }

    @Test func aDayWithNothingAsleepPassesInOneStep() async {
        let session = await startedSession()

        #expect(await session.execute("wait 86400") == .screen)

        #expect(time.steps == [.seconds(86_400)])
        #expect(time.time.now() == VirtualTime.defaultStart.addingTimeInterval(86_400))
    }

    @Test func aRunningTimerIsWokenEverySecond() async {
        let session = await startedSession()
        _ = await session.execute("tap \"Start timer\"")

        _ = await session.execute("wait 5")

        #expect(time.steps == Array(repeating: .seconds(1), count: 5))
        #expect(session.screen.labels.contains("Elapsed: 5s"))
    }
}
