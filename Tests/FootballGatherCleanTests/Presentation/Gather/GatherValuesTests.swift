@testable import FootballGatherCleanPresentation
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Foundation
import Testing

/// The display values and decisions of the Gather view's own state, as plain values.
@MainActor @Suite struct GatherValuesTests {
    @Test(arguments: [(600, "10:00"), (65, "01:05"), (0, "00:00"), (3599, "59:59")])
    func theTimeReadsMinutesAndSeconds(_ seconds: Int, _ text: String) {
        #expect(GatherView.State.time(of: GatherTimer(selectedSeconds: seconds)) == text)
    }

    @Test func theTimerActionFollowsTheState() {
        var timer = GatherTimer()
        let model = GatherView.State()
        #expect(model.controls(for: timer) == .timer(actionTitle: "Start", isActionEnabled: true))
        timer.toggle()
        #expect(model.controls(for: timer) == .timer(actionTitle: "Pause", isActionEnabled: true))
        timer.toggle()
        #expect(model.controls(for: timer) == .timer(actionTitle: "Resume", isActionEnabled: true))
    }

    @Test func thePickerOpensOnTheSelectedTime() {
        var model = GatherView.State()

        model.openPicker(on: GatherTimer(selectedSeconds: 125))
        model.pick(.seconds, row: 60)

        #expect(model.pickedTime == GatherView.State.PickedTime(minutes: 2, seconds: 5))
        #expect(model.controls(for: GatherTimer()) == .timePicker(GatherScreen.TimePicker(selectedMinute: 2, selectedSecond: 5)))
    }

    @Test func anErrorWinsOverTheEndQuestion() {
        var model = GatherView.State(isConfirmingEnd: true)
        #expect(model.alert == .confirmEnd)

        model.errorMessage = "Could not save the gather."

        #expect(model.alert == .error("Could not save the gather."))
    }
}
