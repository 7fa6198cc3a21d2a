import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// Gather's screen with a BusinessLogic spy and a Router spy.
@MainActor @Suite struct GatherViewControllerTests {
    let scene: ViewControllerFixture<GatherBusinessLogicSpy, GatherRouterSpy, GatherViewController>

    init() async {
        scene = await ViewControllerFixture(interactor: GatherBusinessLogicSpy(), router: GatherRouterSpy()) {
            GatherViewController(interactor: $0, router: $1)
        }
    }

    private func show(controls: GatherScreen.Controls, alert: GatherScreen.Alert? = nil) {
        scene.viewController.displayGather(viewModel: GatherScene.FetchGather.ViewModel(
            teamA: [TeamRow(playerID: 1, name: "Ada", detail: "MID")], teamB: [TeamRow(playerID: 4, name: "Dani", detail: "-")],
            teamAScore: 1, teamBScore: 0, time: "10:00", controls: controls, isLoading: false, alert: alert
        ))
    }

    @Test func theViewModelIsTheScreen() {
        show(controls: .timer(actionTitle: "Start", isActionEnabled: true))

        #expect(scene.stage.screen.title == "Gather in progress")
        #expect(scene.stage.screen.labels == ["10:00"])
        #expect(scene.stage.screen.steppers.map(\.value) == [1, 0])
        #expect(scene.stage.screen.buttons.first?.title == "Start")
    }

    @Test func stepperAndTimerButtonsAreRequests() async {
        show(controls: .timer(actionTitle: "Start", isActionEnabled: true))
        await scene.stage.send(.step("scoreTeamA", value: 2))
        await scene.stage.send(.step("scoreTeamB", value: 1))
        await scene.stage.send(.tap("timerAction"))
        await scene.stage.send(.tap("cancelTimer"))
        await scene.stage.send(.tap("setTimer"))

        #expect(scene.interactor.requests == [
            .fetchGather,
            .changeScore(GatherScene.ChangeScore.Request(team: .teamA, goals: 2)),
            .changeScore(GatherScene.ChangeScore.Request(team: .teamB, goals: 1)),
            .toggleTimer, .cancelTimer, .openPicker,
        ])
    }

    @Test func thePickersRowsAndButtonsAreTheirOwnRequests() async {
        show(controls: .timePicker(GatherScreen.TimePicker(selectedMinute: 10, selectedSecond: 0)))
        await scene.stage.send(.pick("timePicker", component: 0, row: 5))
        await scene.stage.send(.pick("timePicker", component: 1, row: 30))
        await scene.stage.send(.tap("cancelPicker"))
        await scene.stage.send(.tap("donePicker"))

        #expect(scene.interactor.requests.dropFirst() == [.pickMinutes(5), .pickSeconds(30), .cancelPicker, .setTime])
    }

    @Test func theEndQuestionAndItsAnswersAreRequests() async {
        show(controls: .timer(actionTitle: "Start", isActionEnabled: true))
        await scene.stage.send(.tap("endGather"))
        show(controls: .timer(actionTitle: "Start", isActionEnabled: true), alert: .confirmEnd)
        await scene.stage.send(.alert("Cancel"))
        show(controls: .timer(actionTitle: "Start", isActionEnabled: true), alert: .confirmEnd)
        await scene.stage.send(.alert("Yes"))

        #expect(scene.interactor.requests.dropFirst() == [.requestEnd, .cancelEnd, .endGather])
    }

    @Test func leavingTheStackCancelsTheTimer() {
        scene.stage.navigation.setViewControllers([ViewController()])

        #expect(scene.interactor.requests.last == .cancelTimer)
    }

    @Test func theEndIsARouteAndAFailedOneAnAlert() {
        scene.viewController.displayEndedGather(viewModel: GatherScene.EndGather.ViewModel(errorMessage: "Could not save the gather."))
        #expect(scene.stage.screen.alert?.message == "Could not save the gather.")
        #expect(scene.router.playerListRoutes == 0)

        scene.viewController.displayEndedGather(viewModel: GatherScene.EndGather.ViewModel(errorMessage: nil))
        #expect(scene.router.playerListRoutes == 1)
    }
}
