@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// The real Gather Worker: the countdown on the toolkit's `Ticker` over virtual time, the
/// end saved in SQLite.
@MainActor @Suite("Gather worker") struct GatherWorkerTests {
    let fixture: ReactorWorkerFixture<GatherWorker>

    init() async throws {
        fixture = try await ReactorWorkerFixture { GatherWorker(assembly: $0, delegate: $1) }
    }

    @Test func theCountdownTicksOnceASecondUntilStopped() async {
        var ticks = 0
        fixture.worker.startCountdown { ticks += 1 }

        await fixture.live.pass(seconds: 3)
        fixture.worker.stopCountdown()
        await fixture.live.pass(seconds: 2)

        #expect(ticks == 3)
    }

    @Test func theReactorCountsDownOnTheRealTicker() async {
        let reactor = GatherReactor(initialState: GatherState(gather: Roster.gather, userID: Roster.userID), worker: fixture.worker)

        await reactor.send(.tapTimerAction).value
        await fixture.live.pass(seconds: 5)

        #expect(reactor.state.time == "09:55")
        await reactor.send(.disappear).value
        await fixture.live.pass(seconds: 2)
        #expect(reactor.state.time == "10:00")
    }

    @Test func endingSavesScoreAndWinnerAndTellsTheParent() async throws {
        let started = try await fixture.repositories.gathers.startGather(
            players: [GatherPlayer(player: try fixture.player("Ada"), team: .teamA), GatherPlayer(player: try fixture.player("Eli"), team: .teamB)],
            for: fixture.userID, at: .kickOff
        )
        let reactor = GatherReactor(initialState: GatherState(gather: started, userID: fixture.userID), worker: fixture.worker)

        for action: GatherReactor.Action in [.step(.teamB, goals: 2), .tapEndGather, .answerEnd(confirmed: true)] {
            await reactor.send(action).value
        }

        let ended = try await fixture.repositories.gathers.endedGathers(for: fixture.userID)
        #expect(ended.map(\.score) == [Score(teamA: 0, teamB: 2)])
        #expect(ended.map(\.winner) == [.teamB])
        #expect(fixture.parent.flows == [.gatherEnded])
    }
}
