import AppSupport
import Clocks
import FootballGatherModel
@testable import FootballGatherMVVM
import TerminalUI
import Testing

/// The Gather screen's countdown, driven by a `TestClock`.
@MainActor @Suite struct GatherTimerViewModelTests {
    let clock = TestClock()
    let viewModel: GatherTimerViewModel

    init() {
        viewModel = GatherTimerViewModel(ticker: Ticker(clock: clock, track: TaskTracker().track))
    }

    /// Lets `seconds` pass one by one, each time once the countdown loop (if the timer
    /// runs) is asleep on the clock, so no tick is lost to scheduling.
    private func pass(seconds: Int) async {
        for _ in 0..<seconds {
            await untilTheLoopSleeps()
            await clock.advance(by: .seconds(1))
        }
        await untilTheLoopSleeps()
    }

    private func untilTheLoopSleeps() async {
        var attempts = 0
        while viewModel.timer.state == .running, (try? await clock.checkSuspension()) != nil, attempts < 1_000 {
            try? await Task.sleep(for: .milliseconds(1))
            attempts += 1
        }
    }

    private func setTime(minutes: Int, seconds: Int) {
        viewModel.showPicker()
        viewModel.pickMinutes(at: minutes)
        viewModel.pickSeconds(at: seconds)
        viewModel.confirmPicker()
    }

    @Test func startCountsDownOneSecondPerSecond() async {
        viewModel.toggle()

        await pass(seconds: 3)

        #expect(viewModel.timeText == "09:57")
        #expect(viewModel.actionTitle == "Pause")
    }

    @Test func pauseStopsTheCountdown() async {
        viewModel.toggle()
        await pass(seconds: 2)

        viewModel.toggle()
        await pass(seconds: 5)

        #expect(viewModel.timeText == "09:58")
        #expect(viewModel.actionTitle == "Resume")
    }

    @Test func resumeCarriesOnFromWhereItPaused() async {
        viewModel.toggle()
        await pass(seconds: 2)
        viewModel.toggle()
        await pass(seconds: 5)

        viewModel.toggle()
        await pass(seconds: 3)

        #expect(viewModel.timeText == "09:55")
        #expect(viewModel.timer.state == .running)
    }

    @Test func reachingZeroStopsAndPutsTheSelectedTimeBack() async {
        setTime(minutes: 0, seconds: 3)
        viewModel.toggle()

        await pass(seconds: 3)
        #expect(viewModel.timeText == "00:03")
        #expect(viewModel.timer.state == .stopped)

        await pass(seconds: 2)
        #expect(viewModel.timeText == "00:03")
    }

    @Test func thePickerOpensOnTheSelectedTime() {
        viewModel.showPicker()

        #expect(viewModel.pickedTime == .init(minutes: 10, seconds: 0))
    }

    @Test func pickingATimeSetsIt() {
        setTime(minutes: 5, seconds: 30)

        #expect(viewModel.pickedTime == nil)
        #expect(viewModel.timeText == "05:30")
        #expect(viewModel.actionTitle == "Start")
    }

    @Test func settingATimeStopsARunningTimer() async {
        viewModel.toggle()
        await pass(seconds: 2)

        setTime(minutes: 1, seconds: 0)
        await pass(seconds: 5)

        #expect(viewModel.timeText == "01:00")
        #expect(viewModel.timer.state == .stopped)
    }

    @Test func cancellingThePickerChangesNothing() {
        viewModel.showPicker()
        viewModel.pickMinutes(at: 1)

        viewModel.cancelPicker()

        #expect(viewModel.pickedTime == nil)
        #expect(viewModel.timeText == "10:00")
    }

    @Test func zeroCannotBeStarted() async {
        setTime(minutes: 0, seconds: 0)

        viewModel.toggle()
        await pass(seconds: 1)

        #expect(viewModel.timer.state == .stopped)
        #expect(!viewModel.isActionEnabled)
        #expect(viewModel.timeText == "00:00")
    }

    @Test func cancelStopsAndPutsTheSelectedTimeBack() async {
        viewModel.toggle()
        await pass(seconds: 5)

        viewModel.cancel()
        await pass(seconds: 5)

        #expect(viewModel.timeText == "10:00")
        #expect(viewModel.actionTitle == "Start")
    }

    @Test func theTimerRunsWhileThePickerIsOpen() async {
        viewModel.toggle()
        viewModel.showPicker()

        await pass(seconds: 2)

        #expect(viewModel.timeText == "09:58")
    }
}
