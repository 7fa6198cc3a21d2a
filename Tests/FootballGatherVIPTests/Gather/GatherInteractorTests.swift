import FootballGatherModel
@testable import FootballGatherVIP
import Foundation
import TestSupport
import Testing

/// Gather's business with a Presenter spy and a Worker spy, as the templates test an
/// Interactor: the Model's score and timer rules, what it asks the Worker (the countdown,
/// the end), and what it answers its Presenter and its delegate.
@MainActor @Suite struct GatherInteractorTests {
    static let userID: Int64 = 7
    let presenter = GatherPresenterSpy()
    let delegate = GatherDelegateSpy()
    let worker = GatherWorkerSpy()
    let interactor: GatherInteractor
    let gather: FootballGatherModel.Gather

    init() {
        let players = SamplePlayers.roster
        gather = FootballGatherModel.Gather(id: 3, createdAt: Date(timeIntervalSince1970: 0), players: [
            GatherPlayer(player: players[0], team: .teamA),
            GatherPlayer(player: players[1], team: .teamA),
            GatherPlayer(player: players[2], team: .teamB),
        ])
        interactor = GatherInteractor(presenter: presenter, worker: worker)
        interactor.userID = Self.userID
        interactor.gather = gather
        interactor.delegate = delegate
    }

    private var timer: GatherTimer? { presenter.last?.timer }

    private func openPicker() { interactor.openPicker(request: GatherScene.OpenPicker.Request()) }
    private func pickMinutes(_ row: Int) { interactor.pickMinutes(request: GatherScene.PickMinutes.Request(row: row)) }
    private func pickSeconds(_ row: Int) { interactor.pickSeconds(request: GatherScene.PickSeconds.Request(row: row)) }
    private func setTime() { interactor.setTime(request: GatherScene.SetTime.Request()) }

    private func score(_ goals: Int, for team: Team) {
        interactor.changeScore(request: GatherScene.ChangeScore.Request(team: team, goals: goals))
    }

    @Test func aFetchPresentsTheTeamsANilScoreAndTenMinutes() throws {
        interactor.fetchGather(request: GatherScene.FetchGather.Request())

        let response = try #require(presenter.last)
        #expect(response.teamA.map(\.name) == ["Ada", "Bruno"])
        #expect(response.teamB.map(\.name) == ["Carla"])
        #expect(response.score == .zero)
        #expect(response.timer == GatherTimer())
        #expect(response.pickedTime == nil)
        #expect(!response.isConfirmingEnd && !response.isEnding)
    }

    @Test func theScoreStaysWithinItsRange() {
        score(3, for: .teamA)
        score(100, for: .teamA)
        score(-1, for: .teamB)
        score(2, for: .teamB)

        #expect(presenter.last?.score == Score(teamA: 3, teamB: 2))
    }

    @Test func theCountdownTicksOnceASecondWhileRunning() async {
        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())
        worker.pass(seconds: 3)

        #expect(timer?.state == .running)
        #expect(timer?.remainingSeconds == 597)
    }

    @Test func pausingStopsTheTicksAndResumingGoesOn() async {
        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())
        worker.pass(seconds: 2)
        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())
        worker.pass(seconds: 5)
        #expect(timer?.state == .paused)
        #expect(timer?.remainingSeconds == 598)

        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())
        worker.pass(seconds: 1)
        #expect(timer?.remainingSeconds == 597)
    }

    @Test func cancelStopsAndResetsToTheSelectedTime() async {
        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())
        worker.pass(seconds: 4)

        interactor.cancelTimer(request: GatherScene.CancelTimer.Request())
        worker.pass(seconds: 2)

        #expect(timer == GatherTimer())
    }

    @Test func thePickerOpensOnTheSelectedTimeAndDoneSetsAndStops() async {
        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())
        openPicker()
        #expect(presenter.last?.pickedTime == GatherScene.PickedTime(minutes: 10, seconds: 0))

        pickMinutes(0)
        pickSeconds(3)
        setTime()

        #expect(presenter.last?.pickedTime == nil)
        #expect(timer?.state == .stopped)
        #expect(timer?.remainingSeconds == 3)
    }

    @Test func aCountdownToZeroStopsAndResetsToTheSelectedTime() async {
        openPicker()
        pickMinutes(0)
        pickSeconds(2)
        setTime()
        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())

        worker.pass(seconds: 2)

        #expect(timer?.state == .stopped)
        #expect(timer?.remainingSeconds == 2)
    }

    @Test func cancellingThePickerChangesNothing() {
        openPicker()
        pickMinutes(1)

        interactor.cancelPicker(request: GatherScene.CancelPicker.Request())

        #expect(presenter.last?.pickedTime == nil)
        #expect(timer == GatherTimer())
    }

    @Test func picksOutsideTheRowsOrWithThePickerClosedAreIgnored() {
        pickMinutes(5)
        setTime()
        openPicker()
        pickSeconds(60)
        pickMinutes(-1)

        #expect(presenter.last?.pickedTime == GatherScene.PickedTime(minutes: 10, seconds: 0))
    }

    @Test func zeroCannotStart() {
        openPicker()
        pickMinutes(0)
        setTime()

        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())

        #expect(timer?.state == .stopped)
        #expect(timer?.canStart == false)
    }

    @Test func endingAsksThenCancelOnlyClosesTheQuestion() {
        interactor.requestEnd(request: GatherScene.RequestEnd.Request())
        #expect(presenter.last?.isConfirmingEnd == true)

        interactor.cancelEnd(request: GatherScene.CancelEnd.Request())
        #expect(presenter.last?.isConfirmingEnd == false)
        #expect(presenter.ends.isEmpty)
    }

    @Test func yesHasTheScoreSavedStopsTheTimerTellsTheDelegateThenPresents() async {
        score(2, for: .teamA)
        score(1, for: .teamB)
        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())
        interactor.requestEnd(request: GatherScene.RequestEnd.Request())

        await interactor.endGather(request: GatherScene.EndGather.Request())

        #expect(worker.ends == [GatherWorkerSpy.End(id: gather.id, score: Score(teamA: 2, teamB: 1), userID: Self.userID)])
        #expect(timer?.state == .stopped)
        #expect(!worker.isCountingDown)
        #expect(delegate.endedGathers == 1)
        #expect(presenter.ends == [nil])
    }

    @Test func whileTheEndIsSavedTheScreenLoadsWithoutTheQuestion() async throws {
        interactor.requestEnd(request: GatherScene.RequestEnd.Request())
        worker.holds.arm("endGather", .hold)
        let ending = Task { await interactor.endGather(request: GatherScene.EndGather.Request()) }
        try await worker.holds.waitUntilHeld()

        #expect(presenter.last?.isEnding == true)
        #expect(presenter.last?.isConfirmingEnd == false)
        await interactor.endGather(request: GatherScene.EndGather.Request())
        worker.holds.releaseHeld()
        await ending.value

        #expect(worker.ends.count == 1)
        #expect(presenter.ends == [nil])
    }

    @Test func aFailedEndIsTheEndsErrorAndTheScoreAndCountdownCarryOn() async {
        score(4, for: .teamB)
        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())
        worker.endResult = .failure(.storage(.endGather))

        await interactor.endGather(request: GatherScene.EndGather.Request())
        worker.pass(seconds: 1)

        #expect(presenter.ends == [.storage(.endGather)])
        #expect(presenter.last?.isEnding == false)
        #expect(presenter.last?.score == Score(teamA: 0, teamB: 4))
        #expect(timer?.state == .running)
        #expect(timer?.remainingSeconds == 599)
        #expect(delegate.endedGathers == 0)
    }
}
