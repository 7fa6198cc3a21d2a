import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIPER
import Testing

/// Gather's presenter with a mock view, interactor and router: the interactor answers what
/// the real one would, and the timer changes it would report are handed to the presenter by
/// the tests (the countdown itself is the interactor's, in GatherInteractorTests).
@MainActor @Suite struct GatherPresenterTests {
    let view = GatherViewMock()
    let interactor = GatherInteractorMock()
    let flow = GatherEndSpy()
    let router = GatherRouterMock()
    let presenter: GatherPresenter

    init() {
        interactor.log.answer {
            $0.teams = [
                .teamA: [Player(id: 1, name: "Ada", position: .goalkeeper)],
                .teamB: [Player(id: 2, name: "Bea")],
            ]
        }
        presenter = GatherPresenter(interactor: interactor, router: router, delegate: flow)
        presenter.view = view
    }

    private static func timer(_ state: GatherTimer.State, selected: Int = 600) -> GatherTimer {
        var timer = GatherTimer(selectedSeconds: selected)
        if state != .stopped { timer.toggle() }
        if state == .paused { timer.toggle() }
        return timer
    }

    @Test func viewDidLoadShowsTheTeamsNoGoalsAndTenMinutes() {
        presenter.viewDidLoad()

        #expect(interactor.calls == [.players(of: .teamA), .players(of: .teamB)])
        #expect(view.teams?.a == [GatherScreen.Row(playerID: 1, name: "Ada", detail: "GK")])
        #expect(view.teams?.b == [GatherScreen.Row(playerID: 2, name: "Bea", detail: "-")])
        #expect(view.score ?? (-1, -1) == (0, 0))
        #expect(view.time == "10:00")
        #expect(view.controls == .timer(actionTitle: "Start", isActionEnabled: true))
    }

    @Test(arguments: [(0, "00:00"), (5, "00:05"), (65, "01:05"), (600, "10:00"), (3599, "59:59")])
    func theTimeReadsAsMinutesAndSeconds(_ seconds: Int, _ text: String) {
        #expect(GatherPresenter.timeText(seconds: seconds) == text)
    }

    @Test func theActionButtonReadsStartPauseOrResume() {
        presenter.timerDidChange(Self.timer(.running))
        #expect(view.controls == .timer(actionTitle: "Pause", isActionEnabled: true))

        presenter.timerDidChange(Self.timer(.paused))
        #expect(view.controls == .timer(actionTitle: "Resume", isActionEnabled: true))

        presenter.timerDidChange(Self.timer(.stopped))
        #expect(view.controls == .timer(actionTitle: "Start", isActionEnabled: true))
    }

    @Test func theActionButtonIsDisabledStoppedOnZero() {
        presenter.timerDidChange(Self.timer(.stopped, selected: 0))

        #expect(view.time == "00:00")
        #expect(view.controls == .timer(actionTitle: "Start", isActionEnabled: false))
    }

    @Test func aStepperAsksForTheScoreAndShowsTheOneTheInteractorKept() {
        interactor.log.answer { $0.score = Score(teamA: 2, teamB: 1) }

        presenter.didChangeScore(2, for: .teamA)

        #expect(interactor.calls == [.setScore(2, for: .teamA)])
        #expect(view.score ?? (-1, -1) == (2, 1))
    }

    /// The stepper's value is only a request: one the interactor refuses (GatherInteractorTests)
    /// leaves the score shown as the interactor kept it.
    @Test func aRefusedScoreIsNotShown() {
        interactor.log.answer { $0.score = Score(teamA: 3, teamB: 0) }

        presenter.didChangeScore(100, for: .teamA)

        #expect(interactor.calls == [.setScore(100, for: .teamA)])
        #expect(view.score ?? (-1, -1) == (3, 0))
    }

    /// The button shows Pause once the interactor reports the running timer.
    @Test func theActionButtonTogglesTheTimer() {
        presenter.didTapTimerAction()
        #expect(interactor.calls == [.toggleTimer])
        #expect(view.calls.isEmpty)

        presenter.timerDidChange(Self.timer(.running))

        #expect(view.controls == .timer(actionTitle: "Pause", isActionEnabled: true))
    }

    @Test func eachTickShowsTheTimeLeft() {
        var timer = Self.timer(.running)
        timer.tick()
        timer.tick()

        presenter.timerDidChange(timer)

        #expect(view.time == "09:58")
    }

    /// The interactor reports the timer reset to the selected time.
    @Test func cancelAsksToStopAndShowsTheSelectedTimeAgainWithStart() {
        presenter.didTapCancelTimer()
        #expect(interactor.calls == [.cancelTimer])

        presenter.timerDidChange(Self.timer(.stopped))

        #expect(view.time == "10:00")
        #expect(view.controls == .timer(actionTitle: "Start", isActionEnabled: true))
    }

    @Test func setOpensThePickerOnTheSelectedTime() {
        interactor.log.answer { $0.timer = GatherTimer(selectedSeconds: 4 * 60 + 30) }

        presenter.didTapSetTimer()

        #expect(presenter.pickedTime == GatherPresenter.PickedTime(minutes: 4, seconds: 30))
        #expect(view.controls == .timePicker(GatherScreen.TimePicker(selectedMinute: 4, selectedSecond: 30)))
    }

    @Test func pickingMovesThePickerOnly() {
        presenter.didTapSetTimer()

        presenter.didPickMinutes(at: 0)
        presenter.didPickSeconds(at: 5)

        #expect(presenter.pickedTime == GatherPresenter.PickedTime(minutes: 0, seconds: 5))
        #expect(interactor.calls.isEmpty)
        #expect(view.time == "10:00")
    }

    @Test func pickingARowOutsideTheComponentIsIgnored() {
        presenter.didTapSetTimer()

        presenter.didPickMinutes(at: 60)
        presenter.didPickSeconds(at: -1)

        #expect(presenter.pickedTime == GatherPresenter.PickedTime(minutes: 10, seconds: 0))
    }

    @Test func pickingWithThePickerClosedIsIgnored() {
        presenter.didPickMinutes(at: 3)

        #expect(presenter.pickedTime == nil)
        #expect(view.controls == nil)
    }

    @Test func pickerCancelBringsBackTheTimerButtonsAndChangesNothing() {
        presenter.didTapSetTimer()
        presenter.didPickSeconds(at: 5)

        presenter.didTapCancelPicker()

        #expect(view.controls == .timer(actionTitle: "Start", isActionEnabled: true))
        #expect(interactor.calls.isEmpty)
    }

    /// The picked time is set on the interactor, and the timer it then holds is shown.
    @Test func pickerDoneSetsThePickedTimeAndShowsTheTimer() {
        presenter.didTapSetTimer()
        presenter.didPickMinutes(at: 1)
        presenter.didPickSeconds(at: 5)
        interactor.log.answer { $0.timer = GatherTimer(selectedSeconds: 65) }

        presenter.didTapDonePicker()

        #expect(interactor.calls == [.setTime(minutes: 1, seconds: 5)])
        #expect(presenter.pickedTime == nil)
        #expect(view.time == "01:05")
        #expect(view.controls == .timer(actionTitle: "Start", isActionEnabled: true))
    }

    @Test func endGatherAsksForConfirmationFirst() {
        presenter.didTapEndGather()

        #expect(view.alert == .confirmEnd)
        #expect(interactor.calls.isEmpty)
    }

    @Test func cancelOnTheConfirmationOnlyClosesIt() {
        presenter.didTapEndGather()

        presenter.didCancelEndGather()

        #expect(view.alert == nil)
        #expect(interactor.calls.isEmpty)
    }

    @Test func yesClosesTheAlertShowsLoadingAndEndsTheGatherOnce() async {
        presenter.didTapEndGather()

        await presenter.didConfirmEndGather()
        await presenter.didConfirmEndGather()

        #expect(view.alert == nil)
        #expect(view.isLoading)
        #expect(interactor.calls == [.endGather])
    }

    /// As in every other pattern: "Yes" while the first end is being saved does nothing,
    /// so the confirmation opened again stays open and nothing is saved twice.
    @Test func yesWhileAnEndIsSavingLeavesTheConfirmationOpen() async {
        presenter.didTapEndGather()
        await presenter.didConfirmEndGather()

        presenter.didTapEndGather()
        await presenter.didConfirmEndGather()

        #expect(view.alert == .confirmEnd)
        #expect(view.isLoading)
        #expect(interactor.calls == [.endGather])
    }

    @Test func anEndedGatherGoesToTheDelegateAndClosesTheFlow() async {
        await presenter.didConfirmEndGather()

        presenter.gatherDidEnd()

        #expect(!view.isLoading)
        #expect(flow.calls == [.didEndGather])
        #expect(router.calls == [.popToPlayerListView])
    }

    @Test func aFailedEndShowsTheErrorAndCanBeTriedAgain() async {
        await presenter.didConfirmEndGather()

        presenter.serviceFailed(with: .storage(.endGather))
        #expect(view.calls.last == .handleError("Could not save the gather."))
        await presenter.didConfirmEndGather()

        #expect(flow.calls.isEmpty)
        #expect(router.calls.isEmpty)
        #expect(interactor.calls == [.endGather, .endGather])
    }

    /// The error is the view's own alert, over the confirmation, which stays up under it.
    @Test func theErrorAlertGoesOverTheEndConfirmation() {
        presenter.didTapEndGather()

        presenter.serviceFailed(with: .storage(.endGather))

        #expect(view.calls.last == .handleError("Could not save the gather."))
        #expect(view.alert == .confirmEnd)
    }

    /// The interactor reports the cancelled timer, which shows Start again.
    @Test func leavingTheScreenStopsTheTimer() {
        presenter.didTapTimerAction()

        presenter.viewDidDisappear()
        presenter.timerDidChange(Self.timer(.stopped))

        #expect(interactor.calls == [.toggleTimer, .cancelTimer])
        #expect(view.controls == .timer(actionTitle: "Start", isActionEnabled: true))
    }
}
