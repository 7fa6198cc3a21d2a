@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Testing

/// The Players Store's pure functions: what a mutation does to the state, and how the
/// state reads on screen.
@Suite struct PlayerListStoreTests {
    private let fresh = PlayerListState(userID: Roster.userID)

    private func execute(_ mutations: PlayerListMutation..., on state: PlayerListState? = nil) -> PlayerListState {
        mutations.reduce(state ?? fresh) { PlayerListStore.execute(state: $0, mutation: $1) }
    }

    @Test func theEmptyMessageWaitsUntilTheRosterIsKnownToBeEmpty() {
        #expect(!PlayerListStore.viewModel(of: fresh).showsEmptyMessage)
        #expect(!PlayerListStore.viewModel(of: execute(.loadStarted)).showsEmptyMessage)

        let empty = execute(.loadStarted, .mutateLoadPlayers(.init(result: .success([]))))

        #expect(PlayerListStore.viewModel(of: empty).showsEmptyMessage)
        #expect(!PlayerListStore.viewModel(of: execute(.loadStarted, on: empty)).showsEmptyMessage)
    }

    @Test func selectIsDisabledOnAnEmptyRoster() {
        let empty = execute(.mutateLoadPlayers(.init(result: .success([]))))

        #expect(PlayerListStore.viewModel(of: empty).mode == .list(isSelectEnabled: false))
        #expect(execute(.startSelection, on: empty) == empty)
    }

    @Test func aRowWithNothingSetReadsAsDashes() {
        let dani = PlayerDraft.dani.player(id: 14)

        let loaded = execute(.mutateLoadPlayers(.init(result: .success([dani]))))

        #expect(PlayerListStore.viewModel(of: loaded).rows == [
            PlayerListScreen.Row(playerID: 14, name: "Dani", detail: "Position: -, Skill: -"),
        ])
    }

    @Test func aTickOutsideSelectionModeIsIgnored() {
        #expect(execute(.mutateSelectPlayer(.init(playerID: 11))) == fresh)
    }

    @Test func aStartedDeletionShowsLoadingAndClosesTheQuestion() {
        let asking = execute(.mutateRequestDeletion(.init(player: Roster.ada)))
        #expect(PlayerListStore.viewModel(of: asking).alert == .confirmDeletion)

        let state = execute(.deletionStarted, on: asking)

        #expect(PlayerListStore.viewModel(of: state).isLoading)
        #expect(PlayerListStore.viewModel(of: state).alert == nil)
        #expect(state.domainState.pendingDeletion == nil)
    }

    @Test func anUpdatedPlayerTakesTheirPlaceInTheRosterAndNothingElseChanges() {
        let picking = execute(.mutateLoadPlayers(.init(result: .success(Roster.players))), .startSelection)
        var renamed = Roster.players[0]
        renamed.name = "Zed"

        let state = execute(.mutateChildFinished(.init(flow: .playerUpdated(renamed))), on: picking)

        #expect(state.domainState.roster == [renamed] + Roster.players.dropFirst())
        #expect(state.domainState.mode == picking.domainState.mode)
        #expect(execute(.mutateChildFinished(.init(flow: .playerUpdated(Player(id: 999, name: "Nobody")))), on: picking) == picking)
    }

    @Test func childFlowsOnlyChangeTheMode() {
        let picking = execute(.mutateLoadPlayers(.init(result: .success(Roster.players))), .startSelection)

        #expect(execute(.mutateChildFinished(.init(flow: .playerAdded)), on: picking) == picking)
        #expect(execute(.mutateChildFinished(.init(flow: .gatherEnded)), on: picking).domainState.mode == .list)
    }
}
