import FootballGatherModel
import Testing

@Suite struct GatherTimerTests {
    @Test func aNewTimerIsStoppedAtTenMinutes() {
        let timer = GatherTimer()

        #expect(timer.state == .stopped)
        #expect(timer.remainingSeconds == 600)
        #expect(timer.canStart)
        #expect(timer.selectedMinuteIndex == 10 && timer.selectedSecondIndex == 0)
    }

    @Test func togglingGoesStoppedRunningPausedRunning() {
        var timer = GatherTimer()

        timer.toggle()
        #expect(timer.state == .running)
        timer.toggle()
        #expect(timer.state == .paused)
        timer.toggle()
        #expect(timer.state == .running)
    }

    @Test func tickingCountsDownOnlyWhileRunning() {
        var timer = GatherTimer()

        timer.tick()
        #expect(timer.remainingSeconds == 600)
        timer.toggle()
        timer.tick()
        #expect(timer.remainingSeconds == 599)
        timer.toggle()
        timer.tick()
        #expect(timer.remainingSeconds == 599)
        #expect(timer.state == .paused)
    }

    @Test func reachingZeroStopsAndPutsTheSelectedTimeBack() {
        var timer = GatherTimer()
        timer.set(minutes: 0, seconds: 3)
        timer.toggle()

        timer.tick()
        timer.tick()
        #expect(timer.remainingSeconds == 1)
        #expect(timer.state == .running)
        timer.tick()

        #expect(timer.state == .stopped)
        #expect(timer.remainingSeconds == 3)
        #expect(timer.state == .stopped)
    }

    @Test func zeroSelectedCannotStart() {
        var timer = GatherTimer()
        timer.set(minutes: 0, seconds: 0)

        timer.toggle()

        #expect(timer.state == .stopped)
        #expect(!timer.canStart)
        #expect(timer.remainingSeconds == 0)
    }

    @Test func cancelStopsAndResetsFromAnyState() {
        var running = GatherTimer()
        running.toggle()
        running.tick()
        var paused = running
        paused.toggle()

        running.cancel()
        paused.cancel()

        for timer in [running, paused] {
            #expect(timer.state == .stopped)
            #expect(timer.remainingSeconds == 600)
        }
    }

    @Test func settingSelectsTheTimeStopsAndResets() {
        var timer = GatherTimer()
        timer.toggle()
        timer.tick()

        timer.set(minutes: 5, seconds: 30)

        #expect(timer.state == .stopped)
        #expect(timer.selectedSeconds == 330)
        #expect(timer.remainingSeconds == 330)
        #expect(timer.selectedMinuteIndex == 5 && timer.selectedSecondIndex == 30)
    }

    @Test func settingClampsEachComponentToZeroThroughFiftyNine() {
        var timer = GatherTimer()

        timer.set(minutes: 75, seconds: -4)

        #expect(timer.remainingSeconds == 3540)
    }
}
