import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import Testing

/// Gather's business with a Presenter spy, over its real Worker on SQLite, with the
/// countdown's ticker on virtual time and faults injected.
@MainActor @Suite struct GatherInteractorTests {
    let backend: Backend
    let countdown = VirtualCountdown()
    let presenter = GatherPresenterSpy()
    let delegate = GatherDelegateSpy()
    let interactor: GatherInteractor
    let gather: FootballGatherModel.Gather

    init() async throws {
        backend = try await Backend.seeded()
        gather = try await backend.gather(teamA: ["Ada", "Bruno"], teamB: ["Carla"])
        let worker = GatherWorker(gathers: backend.repositories.gathers, now: { .fullTime }, ticker: countdown.makeTicker())
        interactor = GatherInteractor(presenter: presenter, worker: worker)
        interactor.userID = backend.userID
        interactor.gather = gather
        interactor.delegate = delegate
    }

    private var timer: GatherTimer? { presenter.last?.timer }

    private func setTime(_ step: GatherScene.SetTime.Step) {
        interactor.setTime(request: GatherScene.SetTime.Request(step: step))
    }

    private func score(_ goals: Int, for team: Team) {
        interactor.changeScore(request: GatherScene.ChangeScore.Request(team: team, goals: goals))
    }

    private func storedGather() async throws -> FootballGatherModel.Gather? {
        try await backend.repositories.gathers.endedGathers(for: backend.userID).first { $0.id == gather.id }
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
        await countdown.pass(seconds: 3)

        #expect(timer?.state == .running)
        #expect(timer?.remainingSeconds == 597)
    }

    @Test func pausingStopsTheTicksAndResumingGoesOn() async {
        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())
        await countdown.pass(seconds: 2)
        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())
        await countdown.pass(seconds: 5)
        #expect(timer?.state == .paused)
        #expect(timer?.remainingSeconds == 598)

        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())
        await countdown.pass(seconds: 1)
        #expect(timer?.remainingSeconds == 597)
    }

    @Test func cancelStopsAndResetsToTheSelectedTime() async {
        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())
        await countdown.pass(seconds: 4)

        interactor.cancelTimer(request: GatherScene.CancelTimer.Request())
        await countdown.pass(seconds: 2)

        #expect(timer == GatherTimer())
    }

    @Test func thePickerOpensOnTheSelectedTimeAndDoneSetsAndStops() async {
        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())
        setTime(.open)
        #expect(presenter.last?.pickedTime == GatherScene.PickedTime(minutes: 10, seconds: 0))

        setTime(.pickMinutes(0))
        setTime(.pickSeconds(3))
        setTime(.done)

        #expect(presenter.last?.pickedTime == nil)
        #expect(timer?.state == .stopped)
        #expect(timer?.remainingSeconds == 3)
    }

    @Test func aCountdownToZeroStopsAndResetsToTheSelectedTime() async {
        setTime(.open)
        setTime(.pickMinutes(0))
        setTime(.pickSeconds(2))
        setTime(.done)
        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())

        await countdown.pass(seconds: 2)

        #expect(timer?.state == .stopped)
        #expect(timer?.remainingSeconds == 2)
    }

    @Test func cancellingThePickerChangesNothing() {
        setTime(.open)
        setTime(.pickMinutes(1))

        setTime(.cancel)

        #expect(presenter.last?.pickedTime == nil)
        #expect(timer == GatherTimer())
    }

    @Test func picksOutsideTheRowsOrWithThePickerClosedAreIgnored() {
        setTime(.pickMinutes(5))
        setTime(.done)
        setTime(.open)
        setTime(.pickSeconds(60))
        setTime(.pickMinutes(-1))

        #expect(presenter.last?.pickedTime == GatherScene.PickedTime(minutes: 10, seconds: 0))
    }

    @Test func zeroCannotStart() {
        setTime(.open)
        setTime(.pickMinutes(0))
        setTime(.done)

        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())

        #expect(timer?.state == .stopped)
        #expect(timer?.canStart == false)
    }

    @Test func endingAsksThenCancelOnlyClosesTheQuestion() {
        interactor.requestEnd(request: GatherScene.EndGather.Request())
        #expect(presenter.last?.isConfirmingEnd == true)

        interactor.cancelEnd(request: GatherScene.EndGather.Request())
        #expect(presenter.last?.isConfirmingEnd == false)
        #expect(presenter.endedCount == 0)
    }

    @Test func yesSavesTheScoreAndWinnerStopsTheTimerTellsTheDelegateThenPresents() async throws {
        score(2, for: .teamA)
        score(1, for: .teamB)
        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())
        interactor.requestEnd(request: GatherScene.EndGather.Request())

        await interactor.endGather(request: GatherScene.EndGather.Request())

        let ended = try #require(try await storedGather())
        #expect(ended.score == Score(teamA: 2, teamB: 1))
        #expect(ended.winner == .teamA)
        #expect(timer?.state == .stopped)
        #expect(delegate.endedGathers == 1)
        #expect(presenter.endedCount == 1)
    }

    @Test func whileTheEndIsSavedTheScreenLoadsWithoutTheQuestion() async throws {
        interactor.requestEnd(request: GatherScene.EndGather.Request())
        backend.faults.arm("gathers.end", .hold)
        let ending = Task { await interactor.endGather(request: GatherScene.EndGather.Request()) }
        while backend.faults.heldCount == 0 { await Task.yield() }

        #expect(presenter.last?.isEnding == true)
        #expect(presenter.last?.isConfirmingEnd == false)
        await interactor.endGather(request: GatherScene.EndGather.Request())
        backend.faults.releaseHeld()
        await ending.value

        #expect(presenter.endedCount == 1)
    }

    @Test func aFailedEndIsAnErrorAndTheScoreAndCountdownCarryOn() async throws {
        score(4, for: .teamB)
        interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())
        backend.faults.arm("gathers.end", .fail)

        await interactor.endGather(request: GatherScene.EndGather.Request())
        await countdown.pass(seconds: 1)

        #expect(presenter.errors == [.storage(.endGather)])
        #expect(presenter.last?.isEnding == false)
        #expect(presenter.last?.score == Score(teamA: 0, teamB: 4))
        #expect(timer?.state == .running)
        #expect(timer?.remainingSeconds == 599)
        #expect(delegate.endedGathers == 0)
        #expect(try await storedGather() == nil)
        interactor.cancelTimer(request: GatherScene.CancelTimer.Request())
    }
}
