import FootballGatherModel
import FootballGatherUI
import TerminalUI
@testable import FootballGatherVIPER
import Testing
import TestSupport

/// Gather's view is passive: it draws what it is told through the shared builder and turns
/// every event into one presenter call.
@MainActor @Suite struct GatherViewTests {
    let scene = ViewFixture(presenter: GatherPresenterSpy()) { GatherView(presenter: $0) }

    @Test func gatherForwardsSteppersButtonsAndPicks() async {
        await scene.stage.show(scene.view, then:
            .step("scoreTeamA", value: 2), .step("scoreTeamB", value: 1), .tap("timerAction"),
            .tap("setTimer"), .pick("timePicker", component: 0, row: 4),
            .pick("timePicker", component: 1, row: 30), .tap("cancelPicker"), .tap("donePicker"),
            .tap("cancelTimer"), .tap("endGather"))

        #expect(scene.presenter.calls == [
            .viewDidLoad, .didChangeScore(2, for: .teamA), .didChangeScore(1, for: .teamB), .didTapTimerAction,
            .didTapSetTimer, .didPickMinutes(at: 4), .didPickSeconds(at: 30), .didTapCancelPicker,
            .didTapDonePicker, .didTapCancelTimer, .didTapEndGather,
        ])
    }

    @Test func gatherEndsOnlyOnYes() async {
        await scene.stage.show(scene.view)

        scene.view.displayConfirmation(.confirmEnd)
        await scene.stage.send(.alert("Cancel"), .alert("Yes"))
        scene.view.handleError("Could not save the gather.")
        await scene.stage.send(.alert("OK"))

        #expect(scene.presenter.calls == [.viewDidLoad, .didCancelEndGather, .didConfirmEndGather])
        #expect(scene.stage.screen.alert?.actions == ["Yes", "Cancel"])
    }

    @Test func gatherTellsThePresenterWhenItLeaves() async {
        scene.stage.navigation.setViewControllers([ViewController(), scene.view])

        scene.stage.navigation.pop()

        #expect(scene.presenter.calls == [.viewDidLoad, .viewDidDisappear])
    }

    @Test func gatherDrawsThePickerItIsTold() async {
        await scene.stage.show(scene.view)

        scene.view.displayTimer(time: "10:00", controls: .timePicker(GatherScreen.TimePicker(selectedMinute: 1, selectedSecond: 5)))

        #expect(scene.view.screen.labels == ["10:00"])
        #expect(scene.view.screen.pickers.first?.components.map(\.selectedRow) == ["1 min", "5 sec"])
        #expect(scene.view.screen.buttons.map(\.title) == ["Cancel", "Done"])
        scene.view.displayTimer(time: "01:05", controls: .timer(actionTitle: "Start", isActionEnabled: true))
        #expect(scene.view.screen.pickers.isEmpty)
        #expect(scene.view.screen.buttons.map(\.title) == ["Start", "Set", "Cancel", "End Gather"])
    }
}
