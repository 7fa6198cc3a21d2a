@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// Feature: the game itself. One test per row of the Gather scenario table; the countdown's
/// seconds arrive as the Worker delivers them, through the Controller.
@MainActor
@Suite("Gather scenarios")
struct GatherSceneTests {
    let flows = FlowSpy()
    let worker: GatherWorkerMock
    let controller: GatherController
    let store: GatherStore

    init() {
        worker = GatherWorkerMock(flows: flows)
        store = GatherStore(initialState: GatherState(gather: Roster.gather, userID: Roster.userID), worker: worker)
        controller = GatherController(interactor: GatherInteractor(store: store, worker: worker), store: store)
    }

    private var model: GatherModels.ViewModel { store.state.viewModel }

    private func run(_ actions: GatherAction...) async {
        for action in actions { await controller.execute(action).value }
    }

    @Test("Open Gather → the two teams, 0 : 0, a stopped 10:00")
    func startsAtKickOff() {
        #expect(model.teamA == [Roster.ada, Roster.bruno])
        #expect(model.teamB == [Roster.carla])
        #expect(model.score == .zero)
        #expect(model.timer == GatherTimer())
    }

    @Test("Step the scores → each team's score changes; outside 0–99 → ignored")
    func steppersSetTheScore() async {
        await run(.step(.teamA, goals: 2), .step(.teamB, goals: 1), .step(.teamB, goals: 100), .step(.teamA, goals: -1))

        #expect(model.score == Score(teamA: 2, teamB: 1))
        #expect(store.state.domainState.score == Score(teamA: 2, teamB: 1))
    }

    @Test("Start → running, the countdown starts; Pause → paused, it stops; Resume → it starts again")
    func theTimerButtonStartsPausesAndResumes() async {
        await run(.tapTimerAction)
        #expect(model.timer.state == .running)
        await run(.tapTimerAction)
        #expect(model.timer.actionTitle == "Resume")
        await run(.tapTimerAction)

        #expect(worker.calls == [.startCountdown, .stopCountdown, .startCountdown])
    }

    @Test("A second passes while running → one second less")
    func aTickCountsDown() async {
        await run(.tapTimerAction)

        controller.countdownDidTick()
        controller.countdownDidTick()

        #expect(model.timer.display == "09:58")
    }

    @Test("The last second passes → stopped, back to the selected time, the countdown stops")
    func theLastSecondStopsTheTimer() async {
        await run(.tapSetTimer, .pickMinutes(0), .pickSeconds(2), .tapDonePicker, .tapTimerAction)

        controller.countdownDidTick()
        controller.countdownDidTick()

        #expect(model.timer.state == .stopped)
        #expect(model.timer.display == "00:02")
        #expect(worker.calls.suffix(2) == [.startCountdown, .stopCountdown])
    }

    @Test("Cancel while running → stopped at the selected time")
    func cancelResetsTheTimer() async {
        await run(.tapTimerAction)
        controller.countdownDidTick()

        await run(.tapCancelTimer)

        #expect(model.timer == GatherTimer())
        #expect(worker.calls == [.startCountdown, .stopCountdown])
    }

    @Test("Set → the picker opens on the selected time; the timer keeps running meanwhile")
    func setOpensThePickerWithoutStoppingTheTimer() async {
        await run(.tapTimerAction, .tapSetTimer)

        #expect(model.pickedTime == GatherModels.TimeSelection(minutes: 10, seconds: 0))
        #expect(model.timer.state == .running)
        #expect(worker.calls == [.startCountdown])
    }

    @Test("Pick and Cancel → nothing changes")
    func cancellingThePickerChangesNothing() async {
        await run(.tapSetTimer, .pickMinutes(0), .pickSeconds(5), .tapCancelPicker)

        #expect(model.pickedTime == nil)
        #expect(model.timer == GatherTimer())
    }

    @Test("Pick and Done → that time is selected and the timer stops")
    func donePicksTheTimeAndStops() async {
        await run(.tapTimerAction, .tapSetTimer, .pickMinutes(1), .pickSeconds(30), .tapDonePicker)

        #expect(model.timer == GatherTimer(selectedSeconds: 90))
        #expect(model.pickedTime == nil)
        #expect(worker.calls == [.startCountdown, .stopCountdown])
    }

    @Test("Pick a row the picker does not have → ignored")
    func aMissingPickerRowIsIgnored() async {
        await run(.tapSetTimer, .pickMinutes(60), .pickSeconds(-1))

        #expect(model.pickedTime == GatherModels.TimeSelection(minutes: 10, seconds: 0))
    }

    @Test("00:00 selected → Start does nothing")
    func zeroCannotStart() async {
        await run(.tapSetTimer, .pickMinutes(0), .tapDonePicker, .tapTimerAction)

        #expect(model.timer.state == .stopped)
        #expect(!model.timer.isActionEnabled)
        #expect(!worker.calls.contains(.startCountdown))
    }

    @Test("End Gather → asked first; Cancel → still playing, nothing saved")
    func endingAsksFirst() async {
        await run(.tapEndGather)
        #expect(model.isConfirmingEnd)

        await run(.answerEnd(confirmed: false))

        #expect(!model.isConfirmingEnd)
        #expect(worker.calls.isEmpty)
        #expect(flows.flows.isEmpty)
    }

    @Test("End Gather, Yes → the score is saved at the Worker's time, the timer stops, Confirm players is told")
    func yesEndsTheGather() async {
        await run(.step(.teamA, goals: 3), .tapTimerAction, .tapEndGather, .answerEnd(confirmed: true))

        #expect(worker.calls == [
            .startCountdown,
            .endGather(id: Roster.gather.id, score: Score(teamA: 3, teamB: 0), for: Roster.userID, at: .fullTime),
            .stopCountdown,
        ])
        #expect(flows.flows == [.gatherEnded])
        #expect(model.timer.state == .stopped)
        #expect(!model.isEnding)
    }

    @Test("End Gather, Yes, the save fails → \"Could not save the gather.\", score and timer go on")
    func aFailedEndLosesNothing() async {
        worker.log.answer { $0.endFailure = .storage(.endGather) }
        await run(.step(.teamB, goals: 1), .tapTimerAction, .tapEndGather, .answerEnd(confirmed: true))

        #expect(worker.calls.last == .showError("Could not save the gather."))
        #expect(flows.flows.isEmpty)
        #expect(model.score == Score(teamA: 0, teamB: 1))
        #expect(model.timer.state == .running)
        #expect(!model.isConfirmingEnd && !model.isEnding)
    }

    @Test("Yes without the question on screen → nothing is saved")
    func yesWithoutTheQuestionIsIgnored() async {
        await run(.answerEnd(confirmed: true))

        #expect(worker.calls.isEmpty)
    }

    @Test("Back while running → the timer stops for good")
    func leavingStopsTheTimer() async {
        await run(.tapTimerAction, .disappear)

        #expect(model.timer.state == .stopped)
        #expect(worker.calls == [.startCountdown, .stopCountdown])
    }
}
