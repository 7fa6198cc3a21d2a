@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Testing

/// Feature: the game itself. One test per row of the Gather scenario table; the countdown's
/// seconds arrive as the Worker delivers them, through the Controller.
@MainActor @Suite("Gather scenarios")
struct GatherSceneTests {
    let flows = FlowSpy()
    let worker: GatherWorkerSpy
    let controller: GatherController
    let store: GatherStore

    init() {
        worker = GatherWorkerSpy(flows: flows)
        store = GatherStore(initialState: GatherState(gather: Roster.gather, userID: Roster.userID))
        controller = GatherController(interactor: GatherInteractor(store: store, worker: worker), store: store)
    }

    private var model: GatherModels.ViewModel { store.viewModel }
    private var timer: GatherTimer { store.state.domainState.timer }

    /// The timer buttons as the screen shows them: the action's title and whether it applies.
    private func timerControls(_ title: String, enabled: Bool = true) -> GatherScreen.Controls {
        .timer(actionTitle: title, isActionEnabled: enabled)
    }

    private func row(_ player: Player) -> GatherScreen.Row {
        GatherScreen.Row(playerID: player.id, name: player.name, detail: player.position?.acronym ?? "-")
    }

    private func run(_ actions: GatherAction...) async {
        for action in actions { await controller.execute(action).value }
    }

    @Test("Open Gather → the two teams, 0 : 0, a stopped 10:00")
    func startsAtKickOff() {
        #expect(model == GatherModels.ViewModel(
            time: "10:00",
            teamAScore: 0,
            teamBScore: 0,
            teamA: [
                GatherScreen.Row(playerID: Roster.ada.id, name: "Ada", detail: "MID"),
                GatherScreen.Row(playerID: Roster.bruno.id, name: "Bruno", detail: "GK"),
            ],
            teamB: [GatherScreen.Row(playerID: Roster.carla.id, name: "Carla", detail: "ST")],
            controls: timerControls("Start"),
            isLoading: false,
            alert: nil
        ))
    }

    @Test("Step the scores → each team's score changes; outside 0–99 → ignored")
    func steppersSetTheScore() async {
        await run(.step(.teamA, goals: 2), .step(.teamB, goals: 1), .step(.teamB, goals: 100), .step(.teamA, goals: -1))

        #expect((model.teamAScore, model.teamBScore) == (2, 1))
        #expect(store.state.domainState.score == Score(teamA: 2, teamB: 1))
    }

    @Test("Start → running, the countdown starts; Pause → paused, it stops; Resume → it starts again")
    func theTimerButtonStartsPausesAndResumes() async {
        await run(.tapTimerAction)
        #expect(model.controls == timerControls("Pause"))
        await run(.tapTimerAction)
        #expect(model.controls == timerControls("Resume"))
        controller.countdownDidTick()
        await run(.tapTimerAction)

        #expect(timer.state == .running)
        #expect(worker.calls == [.startCountdown(seconds: 600), .stopCountdown, .startCountdown(seconds: 600)])
    }

    @Test("A second passes while running → one second less")
    func aTickCountsDown() async {
        await run(.tapTimerAction)

        controller.countdownDidTick()
        controller.countdownDidTick()

        #expect(model.time == "09:58")
    }

    @Test("The last second passes → stopped, back to the selected time; the countdown ran for those seconds only")
    func theLastSecondStopsTheTimer() async {
        await run(.tapSetTimer, .pickMinutes(0), .pickSeconds(2), .tapDonePicker, .tapTimerAction)

        controller.countdownDidTick()
        controller.countdownDidTick()

        #expect(timer.state == .stopped)
        #expect(model.time == "00:02")
        #expect(model.controls == timerControls("Start"))
        #expect(worker.calls == [.startCountdown(seconds: 2)])
    }

    @Test("Cancel while running → stopped at the selected time")
    func cancelResetsTheTimer() async {
        await run(.tapTimerAction)
        controller.countdownDidTick()

        await run(.tapCancelTimer)

        #expect(timer == GatherTimer())
        #expect(model.time == "10:00")
        #expect(worker.calls == [.startCountdown(seconds: 600), .stopCountdown])
    }

    @Test("Set → the picker opens on the selected time; the timer keeps running meanwhile")
    func setOpensThePickerWithoutStoppingTheTimer() async {
        await run(.tapTimerAction, .tapSetTimer)

        #expect(store.state.pickedTime == GatherModels.PickedTime(minutes: 10, seconds: 0))
        #expect(timer.state == .running)
        #expect(worker.calls == [.startCountdown(seconds: 600)])
    }

    @Test("Pick and Cancel → nothing changes")
    func cancellingThePickerChangesNothing() async {
        await run(.tapSetTimer, .pickMinutes(0), .pickSeconds(5), .tapCancelPicker)

        #expect(store.state.pickedTime == nil)
        #expect(model.controls == timerControls("Start"))
        #expect(timer == GatherTimer())
    }

    @Test("Pick and Done → that time is selected and the timer stops")
    func donePicksTheTimeAndStops() async {
        await run(.tapTimerAction, .tapSetTimer, .pickMinutes(1), .pickSeconds(30), .tapDonePicker)

        #expect(timer == GatherTimer(selectedSeconds: 90))
        #expect(model.time == "01:30")
        #expect(store.state.pickedTime == nil)
        #expect(worker.calls == [.startCountdown(seconds: 600), .stopCountdown])
    }

    @Test("Pick a row the picker does not have → ignored")
    func aMissingPickerRowIsIgnored() async {
        await run(.tapSetTimer, .pickMinutes(60), .pickSeconds(-1))

        #expect(store.state.pickedTime == GatherModels.PickedTime(minutes: 10, seconds: 0))
    }

    @Test("00:00 selected → Start does nothing")
    func zeroCannotStart() async {
        await run(.tapSetTimer, .pickMinutes(0), .tapDonePicker, .tapTimerAction)

        #expect(timer.state == .stopped)
        #expect(model.time == "00:00")
        #expect(model.controls == timerControls("Start", enabled: false))
        #expect(worker.calls.isEmpty)
    }

    @Test("End Gather → asked first; Cancel → still playing, nothing saved")
    func endingAsksFirst() async {
        await run(.tapEndGather)
        #expect(model.alert == .confirmEnd)

        await run(.answerEnd(confirmed: false))

        #expect(model.alert == nil)
        #expect(worker.calls.isEmpty)
        #expect(flows.flows.isEmpty)
    }

    @Test("End Gather, Yes → the score is saved at the Worker's time, the timer stops, Confirm players is told")
    func yesEndsTheGather() async {
        await run(.step(.teamA, goals: 3), .tapTimerAction, .tapEndGather, .answerEnd(confirmed: true))

        #expect(worker.calls == [
            .startCountdown(seconds: 600),
            .endGather(id: Roster.gather.id, score: Score(teamA: 3, teamB: 0), for: Roster.userID, at: .fullTime),
            .stopCountdown,
        ])
        #expect(flows.flows == [.gatherEnded])
        #expect(timer.state == .stopped)
        #expect(!model.isLoading)
    }

    @Test("End Gather, Yes, the save fails → \"Could not save the gather.\", score and timer go on")
    func aFailedEndLosesNothing() async {
        worker.log.answer { $0.endFailure = .storage(.endGather) }
        await run(.step(.teamB, goals: 1), .tapTimerAction, .tapEndGather, .answerEnd(confirmed: true))

        #expect(worker.calls.last == .showError("Could not save the gather."))
        #expect(flows.flows.isEmpty)
        #expect((model.teamAScore, model.teamBScore) == (0, 1))
        #expect(timer.state == .running)
        #expect(model.alert == nil && !model.isLoading)
    }

    @Test("Yes without the question on screen → nothing is saved")
    func yesWithoutTheQuestionIsIgnored() async {
        await run(.answerEnd(confirmed: true))

        #expect(worker.calls.isEmpty)
    }

    @Test("Back while running → the timer stops for good")
    func leavingStopsTheTimer() async {
        await run(.tapTimerAction, .disappear)

        #expect(timer.state == .stopped)
        #expect(worker.calls == [.startCountdown(seconds: 600), .stopCountdown])
    }

    @Test("Set → the picker opens on the selected time, instead of the timer buttons")
    func thePickerOpensOnTheSelectedTime() async {
        await run(.tapSetTimer, .pickSeconds(30))

        guard case .timePicker(let picker) = model.controls else {
            Issue.record("no picker in \(model.controls)")
            return
        }
        #expect((picker.selectedMinute, picker.selectedSecond) == (10, 30))
    }

    @Test("A player without a position → \"-\" as the team row's detail")
    func anUnsetPositionReadsAsADash() {
        let dani = PlayerDraft.dani.player(id: 14)
        let gather = Gather(id: 8, createdAt: .kickOff, players: [GatherPlayer(player: dani, team: .teamB)])

        #expect(GatherStore.viewModel(of: GatherState(gather: gather, userID: Roster.userID)).teamB == [row(dani)])
    }

    @Test("End Gather, Yes → loading while the end is saved")
    func endingShowsLoading() {
        var ending = GatherState(gather: Roster.gather, userID: Roster.userID)
        ending.domainState.isEnding = true

        #expect(GatherStore.viewModel(of: ending).isLoading)
        #expect(GatherStore.viewModel(of: ending).alert == nil)
    }
}
