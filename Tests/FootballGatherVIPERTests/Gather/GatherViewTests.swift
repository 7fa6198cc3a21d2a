import FootballGatherModel
import FootballGatherUI
import TerminalUI
@testable import FootballGatherVIPER
import Testing

/// Gather's view is passive: it draws what it is told through the shared builder and turns
/// every event into one presenter call.
@MainActor @Suite struct GatherViewTests {
    let stage = ViewStage()

    @Test func gatherForwardsSteppersButtonsAndPicks() async {
        let presenter = GatherPresenterMock()
        let view = GatherView(presenter: presenter)

        await stage.run(view, .step("scoreTeamA", value: 2), .step("scoreTeamB", value: 1), .tap("timerAction"),
                        .tap("setTimer"), .pick("timePicker", component: 0, row: 4), .pick("timePicker", component: 1, row: 30),
                        .tap("cancelPicker"), .tap("donePicker"), .tap("cancelTimer"), .tap("endGather"))

        #expect(presenter.calls == [
            .viewDidLoad, .didChangeScore(2, for: .teamA), .didChangeScore(1, for: .teamB), .didTapTimerAction,
            .didTapSetTimer, .didPickMinutes(at: 4), .didPickSeconds(at: 30), .didTapCancelPicker,
            .didTapDonePicker, .didTapCancelTimer, .didTapEndGather,
        ])
    }

    @Test func gatherEndsOnlyOnYes() async {
        let presenter = GatherPresenterMock()
        let view = GatherView(presenter: presenter)
        await stage.run(view)

        view.displayConfirmation(.confirmEnd)
        await stage.send(.alert("Cancel"), to: view)
        await stage.send(.alert("Yes"), to: view)
        view.handleError("Could not save the gather.")
        stage.navigationController.send(.alert("OK"))

        #expect(presenter.calls == [.viewDidLoad, .didCancelEndGather, .didConfirmEndGather])
        #expect(stage.navigationController.currentScreen.alert?.actions == ["Yes", "Cancel"])
    }

    @Test func gatherTellsThePresenterWhenItLeaves() async {
        let presenter = GatherPresenterMock()
        let view = GatherView(presenter: presenter)
        stage.navigationController.setViewControllers([ViewController(), view])

        stage.navigationController.pop()

        #expect(presenter.calls == [.viewDidLoad, .viewDidDisappear])
    }

    @Test func gatherDrawsThePickerItIsTold() async {
        let view = GatherView(presenter: GatherPresenterMock())
        await stage.run(view)

        view.displayTimer(time: "10:00", controls: .timePicker(GatherScreen.TimePicker(selectedMinute: 1, selectedSecond: 5)))

        #expect(view.screen.labels == ["10:00"])
        #expect(view.screen.pickers.first?.components.map(\.selectedRow) == ["1 min", "5 sec"])
        #expect(view.screen.buttons.map(\.title) == ["Cancel", "Done"])
        view.displayTimer(time: "01:05", controls: .timer(actionTitle: "Start", isActionEnabled: true))
        #expect(view.screen.pickers.isEmpty)
        #expect(view.screen.buttons.map(\.title) == ["Start", "Set", "Cancel", "End Gather"])
    }
}
