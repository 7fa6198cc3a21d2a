@testable import FootballGatherCIS
import FootballGatherModel
import Testing

/// The Players Interactor against a Store spy: the rules it applies to the domain state
/// before anything reaches the Store.
@MainActor
@Suite struct PlayerListInteractorTests {
    let worker = PlayerListWorkerMock()

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

        guard case .mutateSelectPlayer(.toggle(let playerID)) = try #require(store.mutations.first) else {
            Issue.record("unexpected \(store.mutations)")
            return
        }
        #expect(playerID == Roster.bruno.id)
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
}
