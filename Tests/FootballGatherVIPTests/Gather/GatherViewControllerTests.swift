import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// Gather's screen with a BusinessLogic spy and a Router spy.
@MainActor @Suite struct GatherViewControllerTests {
    let interactor = GatherBusinessLogicSpy()
    let router = GatherRouterSpy()
    let stage = ScreenStage()
    let viewController: GatherViewController

    init() async {
        viewController = GatherViewController(interactor: interactor, router: router)
        await stage.show(viewController)
    }

    private func show(controls: GatherScreen.Controls, alert: GatherScreen.Alert? = nil) {
        viewController.displayGather(viewModel: GatherScene.FetchGather.ViewModel(
            teamA: [TeamRow(playerID: 1, name: "Ada", detail: "MID")], teamB: [TeamRow(playerID: 4, name: "Dani", detail: "-")],
            teamAScore: 1, teamBScore: 0, time: "10:00", controls: controls, isLoading: false, alert: alert
        ))
    }

    @Test func theViewModelIsTheScreen() {
        show(controls: .timer(actionTitle: "Start", isActionEnabled: true))

        #expect(stage.screen.title == "Gather in progress")
        #expect(stage.screen.labels == ["10:00"])
        #expect(stage.screen.steppers.map(\.value) == [1, 0])
        #expect(stage.screen.buttons.first?.title == "Start")
    }

    @Test func stepperAndTimerButtonsAreRequests() async {
        show(controls: .timer(actionTitle: "Start", isActionEnabled: true))
        await stage.send(.step("scoreTeamA", value: 2))
        await stage.send(.step("scoreTeamB", value: 1))
        await stage.send(.tap("timerAction"))
        await stage.send(.tap("cancelTimer"))
        await stage.send(.tap("setTimer"))

        #expect(interactor.requests == [
            .fetchGather,
            .changeScore(GatherScene.ChangeScore.Request(team: .teamA, goals: 2)),
            .changeScore(GatherScene.ChangeScore.Request(team: .teamB, goals: 1)),
            .toggleTimer, .cancelTimer, .openPicker,
        ])
    }

    @Test func thePickersRowsAndButtonsAreTheirOwnRequests() async {
        show(controls: .timePicker(GatherScreen.TimePicker(selectedMinute: 10, selectedSecond: 0)))
        await stage.send(.pick("timePicker", component: 0, row: 5))
        await stage.send(.pick("timePicker", component: 1, row: 30))
        await stage.send(.tap("cancelPicker"))
        await stage.send(.tap("donePicker"))

        #expect(interactor.requests.dropFirst() == [.pickMinutes(5), .pickSeconds(30), .cancelPicker, .setTime])
    }

    @Test func theEndQuestionAndItsAnswersAreRequests() async {
        show(controls: .timer(actionTitle: "Start", isActionEnabled: true))
        await stage.send(.tap("endGather"))
        show(controls: .timer(actionTitle: "Start", isActionEnabled: true), alert: .confirmEnd)
        await stage.send(.alert("Cancel"))
        show(controls: .timer(actionTitle: "Start", isActionEnabled: true), alert: .confirmEnd)
        await stage.send(.alert("Yes"))

        #expect(interactor.requests.dropFirst() == [.requestEnd, .cancelEnd, .endGather])
    }

    @Test func leavingTheStackCancelsTheTimer() {
        stage.navigation.setViewControllers([ViewController()])

        #expect(interactor.requests.last == .cancelTimer)
    }

    @Test func theEndIsARouteAndAFailedOneAnAlert() {
        viewController.displayEndedGather(viewModel: GatherScene.EndGather.ViewModel(errorMessage: "Could not save the gather."))
        #expect(stage.screen.alert?.message == "Could not save the gather.")
        #expect(router.playerListRoutes == 0)

        viewController.displayEndedGather(viewModel: GatherScene.EndGather.ViewModel(errorMessage: nil))
        #expect(router.playerListRoutes == 1)
    }
}
