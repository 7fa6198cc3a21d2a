import FootballGatherModel
import Testing

@Suite struct GatherTimerTests {
    @Test func aNewTimerIsStoppedAtTenMinutes() {
        let timer = GatherTimer()

        #expect(timer.state == .stopped)
        #expect(timer.display == "10:00")
        #expect(timer.actionTitle == "Start")
        #expect(timer.canStart)
        #expect(timer.selectedMinuteIndex == 10 && timer.selectedSecondIndex == 0)
    }

    @Test func togglingGoesStoppedRunningPausedRunning() {
        var timer = GatherTimer()

        timer.toggle()
        #expect(timer.state == .running)
        #expect(timer.actionTitle == "Pause")
        timer.toggle()
        #expect(timer.state == .paused)
        #expect(timer.actionTitle == "Resume")
        timer.toggle()
        #expect(timer.state == .running)
    }

    @Test func tickingCountsDownOnlyWhileRunning() {
        var timer = GatherTimer()

        timer.tick()
        #expect(timer.display == "10:00")
        timer.toggle()
        timer.tick()
        #expect(timer.display == "09:59")
        timer.toggle()
        timer.tick()
        #expect(timer.display == "09:59")
        #expect(timer.state == .paused)
    }

    @Test func reachingZeroStopsAndPutsTheSelectedTimeBack() {
        var timer = GatherTimer()
        timer.set(minutes: 0, seconds: 3)
        timer.toggle()

        timer.tick()
        timer.tick()
        #expect(timer.display == "00:01")
        #expect(timer.state == .running)
        timer.tick()

        #expect(timer.state == .stopped)
        #expect(timer.display == "00:03")
        #expect(timer.actionTitle == "Start")
    }

    @Test func zeroSelectedCannotStart() {
        var timer = GatherTimer()
        timer.set(minutes: 0, seconds: 0)

        timer.toggle()

        #expect(timer.state == .stopped)
        #expect(!timer.canStart)
        #expect(!timer.isActionEnabled)
        #expect(timer.display == "00:00")
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
            #expect(timer.display == "10:00")
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
        #expect(timer.display == "05:30")
        #expect(timer.selectedMinuteIndex == 5 && timer.selectedSecondIndex == 30)
    }

    @Test func settingClampsEachComponentToZeroThroughFiftyNine() {
        var timer = GatherTimer()

        timer.set(minutes: 75, seconds: -4)

        #expect(timer.display == "59:00")
    }

    @Test func thePickerOffersZeroToFiftyNineMinutesAndSeconds() {
        #expect(GatherTimer.minuteOptions.count == 60)
        #expect(GatherTimer.minuteOptions.first == "0 min")
        #expect(GatherTimer.minuteOptions.last == "59 min")
        #expect(GatherTimer.secondOptions.first == "0 sec")
        #expect(GatherTimer.secondOptions.last == "59 sec")
    }
}
