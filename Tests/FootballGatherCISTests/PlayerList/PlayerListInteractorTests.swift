@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// The Players Interactor against a Store spy: the rules it applies to the domain state
/// before anything reaches the Store.
@MainActor @Suite struct PlayerListInteractorTests {
    let worker = PlayerListWorkerSpy()

    private func spy(_ mode: PlayerListModels.Mode = .list) -> StoreSpy<PlayerListState.DomainState, PlayerListMutation> {
        StoreSpy(PlayerListState.DomainState(userID: Roster.userID, roster: Roster.players, mode: mode))
    }

    @Test func aRowThatIsNoLongerThereChangesNothing() async {
        let store = spy()

        await PlayerListInteractor(store: store, worker: worker).execute(.selectPlayer(.init(index: 3)))
        await PlayerListInteractor(store: store, worker: worker).execute(.requestDeletion(.init(index: -1)))

        #expect(store.mutations.isEmpty)
    }

    @Test func selectionModeAsksToTickTheRowsPlayer() async throws {
        let store = spy(.selection([]))

        await PlayerListInteractor(store: store, worker: worker).execute(.selectPlayer(.init(index: 1)))

        guard case .mutateSelectPlayer(let response) = try #require(store.mutations.first) else {
            Issue.record("unexpected \(store.mutations)")
            return
        }
        #expect(response.playerID == Roster.bruno.id)
    }

    @Test func yesWithNobodyWaitingDeletesNothing() async {
        let store = spy()

        await PlayerListInteractor(store: store, worker: worker).execute(.deletePlayer(.init()))

        #expect(store.mutations.isEmpty)
        #expect(worker.calls.isEmpty)
    }

    @Test func aDeletionTakesThePendingPlayerFirst() async throws {
        let store = spy()
        store.domainState.pendingDeletion = Roster.ada

        await PlayerListInteractor(store: store, worker: worker).execute(.deletePlayer(.init()))

        guard case .deletionStarted = try #require(store.mutations.first),
              case .mutateDeletePlayer(let response) = try #require(store.mutations.last) else {
            Issue.record("unexpected \(store.mutations)")
            return
        }
        #expect(response.player == Roster.ada)
        #expect(worker.calls == [.deletePlayer(id: Roster.ada.id, for: Roster.userID)])
    }

    @Test func listModeOpensTheRowsPlayerWithoutAMutation() async {
        let store = spy()

        await PlayerListInteractor(store: store, worker: worker).execute(.selectPlayer(.init(index: 0)))

        #expect(store.mutations.isEmpty)
        #expect(worker.calls == [.showPlayerDetails(PlayerDetailsState(player: Roster.ada, userID: Roster.userID))])
    }

    @Test func anEndedGatherGoesBackToListModeBeforeReturningToPlayers() async throws {
        let store = spy(.selection([Roster.ada.id]))

        await PlayerListInteractor(store: store, worker: worker).execute(.childFinished(.init(flow: .gatherEnded)))

        guard case .mutateChildFinished = try #require(store.mutations.first) else {
            Issue.record("unexpected \(store.mutations)")
            return
        }
        #expect(worker.calls == [.returnToPlayers])
    }
}
