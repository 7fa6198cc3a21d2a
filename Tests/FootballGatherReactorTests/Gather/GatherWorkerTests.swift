@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// The real Gather Worker: the countdown on the toolkit's `Ticker` over virtual time, the
/// end saved in SQLite.
@MainActor
@Suite("Gather worker")
struct GatherWorkerTests {
    let live: LiveContext
    let parent = FlowSpy()
    let worker: GatherWorker

    init() async throws {
        live = try await LiveContext()
        worker = GatherWorker(assembly: live.context, delegate: parent)
    }

    @Test func theCountdownTicksOnceASecondUntilStopped() async {
        var ticks = 0
        worker.startCountdown { ticks += 1 }

        await live.pass(3)
        worker.stopCountdown()
        await live.pass(2)

        #expect(ticks == 3)
    }

    @Test func theReactorCountsDownOnTheRealTicker() async {
        let reactor = GatherReactor(initialState: GatherState(gather: Roster.gather, userID: Roster.userID), worker: worker)

        await reactor.send(.tapTimerAction).value
        await live.pass(5)

        #expect(reactor.state.time == "09:55")
        await reactor.send(.disappear).value
        await live.pass(2)
        #expect(reactor.state.time == "10:00")
    }

    @Test func endingSavesScoreAndWinnerAndTellsTheParent() async throws {
        let started = try await live.repositories.gathers.startGather(
            players: [GatherPlayer(player: live.player("Ada"), team: .teamA), GatherPlayer(player: live.player("Eli"), team: .teamB)],
            for: live.userID, at: .kickOff
        )
        let reactor = GatherReactor(initialState: GatherState(gather: started, userID: live.userID), worker: worker)

        for action: GatherReactor.Action in [.step(.teamB, goals: 2), .tapEndGather, .answerEnd(confirmed: true)] {
            await reactor.send(action).value
        }

        let ended = try await live.repositories.gathers.endedGathers(for: live.userID)
        #expect(ended.map(\.score) == [Score(teamA: 0, teamB: 2)])
        #expect(ended.map(\.winner) == [.teamB])
        #expect(parent.flows == [.gatherEnded])
    }
}
