import FootballGatherModel
@testable import FootballGatherVIPER
import Testing

@MainActor @Suite struct GatherPresenterTests {
    let view = GatherViewMock()
    let interactor = GatherInteractorMock()
    let flow = GatherEndSpy()
    let router = GatherRouterMock()
    let presenter: GatherPresenter

    init() {
        interactor.teams = [.teamA: [Player(id: 1, name: "Ada")], .teamB: [Player(id: 2, name: "Bea")]]
        presenter = GatherPresenter(interactor: interactor, router: router, delegate: flow)
        presenter.view = view
    }

    @Test func viewDidLoadShowsTheTeamsNoGoalsAndTenMinutes() {
        presenter.viewDidLoad()

        #expect(view.teams?.a == ["Ada"])
        #expect(view.teams?.b == ["Bea"])
        #expect(view.score == .zero)
        #expect(view.timer?.display == "10:00")
        #expect(view.timer?.actionTitle == "Start")
    }

    @Test func aStepperSetsItsTeamsScore() {
        presenter.didChangeScore(2, for: .teamA)
        presenter.didChangeScore(1, for: .teamB)

        #expect(view.score == Score(teamA: 2, teamB: 1))
    }

    @Test func aScoreOutsideTheRangeLeavesTheScore() {
        presenter.didChangeScore(100, for: .teamA)

        #expect(view.score == .zero)
    }

    @Test func theActionButtonTogglesTheTimer() async {
        await presenter.didTapTimerAction()

        #expect(interactor.calls == ["toggleTimer()"])
    }

    @Test func theInteractorsTimerChangesAreShown() {
        var timer = GatherTimer()
        timer.toggle()

        presenter.timerDidChange(timer)

        #expect(view.timer?.actionTitle == "Pause")
    }

    @Test func cancelResetsTheTimer() {
        presenter.didTapCancelTimer()

        #expect(interactor.calls == ["cancelTimer()"])
    }

    @Test func setOpensThePickerOnTheSelectedTime() {
        interactor.setTime(minutes: 4, seconds: 30)

        presenter.didTapSetTimer()

        #expect(view.picker == PickedTime(minutes: 4, seconds: 30))
    }

    @Test func pickingMovesThePickerOnly() {
        presenter.didTapSetTimer()

        presenter.didPickMinutes(at: 0)
        presenter.didPickSeconds(at: 5)

        #expect(view.picker == PickedTime(minutes: 0, seconds: 5))
        #expect(interactor.timer.selectedSeconds == 600)
    }

    @Test func pickingARowOutsideTheComponentIsIgnored() {
        presenter.didTapSetTimer()

        presenter.didPickMinutes(at: 60)
        presenter.didPickSeconds(at: -1)

        #expect(view.picker == PickedTime(minutes: 10, seconds: 0))
    }

    @Test func pickingWithThePickerClosedIsIgnored() {
        presenter.didPickMinutes(at: 3)

        #expect(view.picker == nil)
    }

    @Test func pickerCancelChangesNothing() {
        presenter.didTapSetTimer()
        presenter.didPickSeconds(at: 5)

        presenter.didTapCancelPicker()

        #expect(view.picker == nil)
        #expect(!interactor.calls.contains("setTime(minutes:seconds:)"))
    }

    @Test func pickerDoneSetsThePickedTime() {
        presenter.didTapSetTimer()
        presenter.didPickMinutes(at: 1)
        presenter.didPickSeconds(at: 5)

        presenter.didTapDonePicker()

        #expect(view.picker == nil)
        #expect(interactor.timer.selectedSeconds == 65)
        #expect(presenter.pickedTime == nil)
    }

    @Test func endGatherAsksForConfirmationFirst() {
        presenter.didTapEndGather()

        #expect(view.isConfirmingEnd)
        #expect(interactor.calls.isEmpty)
    }

    @Test func yesShowsLoadingAndEndsTheGatherOnce() async {
        await presenter.didConfirmEndGather()
        await presenter.didConfirmEndGather()

        #expect(view.isLoading)
        #expect(interactor.calls == ["endGather()"])
    }

    @Test func anEndedGatherGoesToTheDelegateAndClosesTheFlow() async {
        await presenter.didConfirmEndGather()

        presenter.gatherDidEnd()

        #expect(!view.isLoading)
        #expect(flow.endings == 1)
        #expect(router.popsToPlayers == 1)
    }

    @Test func aFailedEndShowsTheErrorAndCanBeTriedAgain() async {
        await presenter.didConfirmEndGather()

        presenter.serviceFailed(with: .storage(.endGather))
        await presenter.didConfirmEndGather()

        #expect(view.errors == ["Could not save the gather."])
        #expect(flow.endings == 0)
        #expect(router.popsToPlayers == 0)
        #expect(interactor.calls == ["endGather()", "endGather()"])
    }

    @Test func leavingTheScreenStopsTheTimer() {
        presenter.viewDidDisappear()

        #expect(interactor.calls == ["cancelTimer()"])
    }
}
