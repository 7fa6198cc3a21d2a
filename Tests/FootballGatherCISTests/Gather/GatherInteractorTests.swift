@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// The Gather Interactor against a Store spy: it ends only a confirmed gather, once.
@MainActor @Suite struct GatherInteractorTests {
    let worker = GatherWorkerSpy()

    private func spy(confirming: Bool, ending: Bool = false) -> StoreSpy<GatherState.DomainState, GatherMutation> {
        StoreSpy(GatherState.DomainState(
            gatherID: 7, userID: Roster.userID, score: Score(teamA: 1, teamB: 2),
            isConfirmingEnd: confirming, isEnding: ending
        ))
    }

    @Test func endsTheConfirmedGatherWithItsScore() async throws {
        let store = spy(confirming: true)

        await GatherInteractor(store: store, worker: worker).execute(.endGather(.init()))

        guard case .endStarted = try #require(store.mutations.first),
              case .mutateEndGather(let response) = try #require(store.mutations.last) else {
            Issue.record("unexpected \(store.mutations)")
            return
        }
        #expect(try response.result.get().winner == .teamB)
        #expect(worker.calls == [.endGather(id: 7, score: Score(teamA: 1, teamB: 2), for: Roster.userID, at: .fullTime)])
    }

    @Test func anUnconfirmedOrRunningEndDoesNothing() async {
        for store in [spy(confirming: false), spy(confirming: true, ending: true)] {
            await GatherInteractor(store: store, worker: worker).execute(.endGather(.init()))
            #expect(store.mutations.isEmpty)
        }
        #expect(worker.calls.isEmpty)
    }
}
