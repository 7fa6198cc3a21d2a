import AppSupport
import Clocks
import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherUI
import TerminalUI
import Testing

/// What the countdown shows: the time text, the action button and the picker.
@MainActor @Suite struct GatherTimerViewModelDisplayTests {
    let viewModel = GatherTimerViewModel(ticker: Ticker(clock: TestClock(), track: TaskTracker().track))

    private func setTime(minutes: Int, seconds: Int) {
        viewModel.showPicker()
        viewModel.pickMinutes(at: minutes)
        viewModel.pickSeconds(at: seconds)
        viewModel.confirmPicker()
    }

    @Test(arguments: [(5, 7, "05:07"), (0, 9, "00:09"), (59, 59, "59:59"), (12, 0, "12:00")])
    func theTimeReadsAsTwoDigitMinutesAndSeconds(minutes: Int, seconds: Int, text: String) {
        setTime(minutes: minutes, seconds: seconds)

        #expect(viewModel.timeText == text)
    }

    @Test func theActionButtonReadsStartPauseResume() {
        #expect(viewModel.controls == .timer(actionTitle: "Start", isActionEnabled: true))

        viewModel.toggle()
        #expect(viewModel.controls == .timer(actionTitle: "Pause", isActionEnabled: true))

        viewModel.toggle()
        #expect(viewModel.controls == .timer(actionTitle: "Resume", isActionEnabled: true))

        viewModel.cancel()
        #expect(viewModel.controls == .timer(actionTitle: "Start", isActionEnabled: true))
    }

    @Test func startIsDisabledAtZero() {
        setTime(minutes: 0, seconds: 0)

        #expect(viewModel.timeText == "00:00")
        #expect(viewModel.controls == .timer(actionTitle: "Start", isActionEnabled: false))
    }

    @Test func aRunningOrPausedTimerCanAlwaysBeToggled() {
        setTime(minutes: 0, seconds: 1)
        viewModel.toggle()
        #expect(viewModel.isActionEnabled)

        viewModel.toggle()
        #expect(viewModel.isActionEnabled)
    }

    @Test func thePickerReplacesTheTimerButtonsOnTheSelectedTime() {
        setTime(minutes: 7, seconds: 30)

        viewModel.showPicker()

        #expect(viewModel.controls == .timePicker(GatherScreen.TimePicker(selectedMinute: 7, selectedSecond: 30)))
    }

    @Test func pickingMovesThePickersSelection() {
        viewModel.showPicker()

        viewModel.pickMinutes(at: 3)
        viewModel.pickSeconds(at: 45)

        guard case .timePicker(let picker) = viewModel.controls else {
            Issue.record("the picker is not shown")
            return
        }
        #expect([picker.selectedMinute, picker.selectedSecond] == [3, 45])
        #expect(viewModel.timeText == "10:00")
    }

    @Test func rowsOutsideThePickerAreIgnored() {
        viewModel.showPicker()

        viewModel.pickMinutes(at: 60)
        viewModel.pickSeconds(at: -1)

        #expect(viewModel.pickedTime == .init(minutes: 10, seconds: 0))
    }

    @Test func cancellingThePickerBringsTheTimerButtonsBack() {
        viewModel.showPicker()

        viewModel.cancelPicker()

        #expect(viewModel.controls == .timer(actionTitle: "Start", isActionEnabled: true))
    }
}
