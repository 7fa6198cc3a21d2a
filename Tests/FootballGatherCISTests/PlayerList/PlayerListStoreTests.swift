@testable import FootballGatherCIS
import FootballGatherModel
import Testing

/// The Players Store's pure function.
@MainActor
@Suite struct PlayerListStoreTests {
    let worker = PlayerListWorkerMock()

    private var store: PlayerListStore {
        PlayerListStore(initialState: PlayerListState(userID: Roster.userID), worker: worker)
    }

    @Test func theRosterIsUnknownUntilItLoads() {
        #expect(PlayerListState(userID: 1).viewModel.players == nil)

        let state = store.execute(state: PlayerListState(userID: 1), mutation: .mutateLoadPlayers(.init(result: .success([]))))

        #expect(state.viewModel.players == [])
    }

    @Test func aTickOutsideSelectionModeIsIgnored() {
        let state = store.execute(state: PlayerListState(userID: 1), mutation: .mutateSelectPlayer(.toggle(playerID: 11)))

        #expect(state == PlayerListState(userID: 1))
    }

    @Test func aStartedDeletionShowsLoadingAndClosesTheQuestion() {
        var asking = PlayerListState(userID: 1)
        asking.domainState.pendingDeletion = Roster.ada

        let state = store.execute(state: asking, mutation: .deletionStarted)

        #expect(state.viewModel.isLoading)
        #expect(!state.viewModel.isConfirmingDeletion)
        #expect(state.domainState.pendingDeletion == nil)
    }
}
