import Foundation
@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// `GatherReactor.send` with a Worker spy: the timer keeps the countdown in step, the end
/// is saved, refused or failed.
@MainActor @Suite("Gather reactor")
struct GatherReactorTests {
    let worker = GatherWorkerSpy()
    let reactor: GatherReactor

    init() {
        reactor = GatherReactor(initialState: GatherState(gather: Roster.gather, userID: Roster.userID), worker: worker)
    }

    private func send(_ actions: GatherReactor.Action...) async {
        for action in actions { await reactor.send(action).value }
    }

    @Test func startPauseResumeStartAndStopTheCountdown() async {
        await send(.tapTimerAction, .tapTimerAction, .tapTimerAction)

        #expect(worker.calls == [.startCountdown, .stopCountdown, .startCountdown])
        #expect(reactor.state.domainState.timer.state == .running)
    }

    @Test func eachTickIsOneSecondLess() async {
        await send(.tapTimerAction)

        worker.tick(2)

        #expect(reactor.state.time == "09:58")
    }

    @Test func theLastSecondStopsTheTimerAndTheCountdown() async {
        await send(.tapSetTimer, .pickMinutes(0), .pickSeconds(2), .tapDonePicker, .tapTimerAction)

        worker.tick(2)

        #expect(reactor.state.time == "00:02")
        #expect(reactor.state.controls == .timer(actionTitle: "Start", isActionEnabled: true))
        #expect(worker.calls == [.startCountdown, .stopCountdown])
        #expect(!worker.isCounting)
    }

    @Test func cancelStopsAndResets() async {
        await send(.tapTimerAction)
        worker.tick()

        await send(.tapCancelTimer)

        #expect(reactor.state.time == "10:00")
        #expect(worker.calls.last == .stopCountdown)
    }

    @Test func setKeepsTheTimerRunningDoneStopsIt() async {
        await send(.tapTimerAction, .tapSetTimer)
        #expect(worker.isCounting)

        await send(.pickMinutes(1), .pickSeconds(30), .tapDonePicker)
        #expect(reactor.state.time == "01:30")
        #expect(!worker.isCounting)
    }

    @Test func zeroSelectedCannotStart() async {
        await send(.tapSetTimer, .pickMinutes(0), .pickSeconds(0), .tapDonePicker, .tapTimerAction)

        #expect(reactor.state.domainState.timer.state == .stopped)
        #expect(worker.calls.isEmpty)
    }

    @Test func leavingTheScreenStopsTheTimer() async {
        await send(.tapTimerAction, .disappear)

        #expect(reactor.state.domainState.timer.state == .stopped)
        #expect(!worker.isCounting)
    }

    @Test func endGatherCancelSavesNothing() async {
        await send(.tapEndGather, .answerEnd(confirmed: false))

        #expect(reactor.state.alert == nil)
        #expect(worker.calls.isEmpty)
    }

    @Test func endGatherYesSavesTheScoreStopsTheCountdownAndTellsTheParent() async {
        await send(.step(.teamA, goals: 3), .tapTimerAction, .tapEndGather, .answerEnd(confirmed: true))

        #expect(worker.calls == [
            .startCountdown,
            .endGather(id: 7, score: Score(teamA: 3, teamB: 0), for: Roster.userID, at: .fullTime),
            .stopCountdown,
            .didEndGather,
        ])
    }

    @Test func aFailedEndShowsTheErrorAndKeepsScoreAndRunningTimer() async {
        worker.failure = .storage(.endGather)

        await send(.step(.teamB, goals: 1), .tapTimerAction, .tapEndGather, .answerEnd(confirmed: true))

        #expect(reactor.state.errorMessage == "Could not save the gather.")
        #expect(reactor.state.domainState.score == Score(teamA: 0, teamB: 1))
        #expect(worker.isCounting && reactor.state.controls == .timer(actionTitle: "Pause", isActionEnabled: true))
        #expect(!worker.calls.contains(.didEndGather))
    }

    @Test func yesWithoutTheQuestionSavesNothing() async {
        await send(.answerEnd(confirmed: true))

        #expect(worker.calls.isEmpty)
    }

    @Test func whileEndingLoadingShowsAndASecondYesIsIgnored() async throws {
        let gate = Gate()
        worker.gate = gate
        await send(.tapEndGather)
        let first = reactor.send(.answerEnd(confirmed: true))
        try await gate.untilHolding()

        #expect(reactor.state.isLoading && reactor.state.alert == nil)
        await send(.answerEnd(confirmed: true))
        gate.open()
        await first.value

        #expect(worker.calls.filter { if case .endGather = $0 { true } else { false } }.count == 1)
    }
}
