import AppSupport
import FootballGatherModel

/// The Players scene's use cases.
enum PlayerListUseCase: Sendable {
    case loadPlayers(PlayerListModels.LoadPlayers.Request)
    case selectPlayer(PlayerListModels.SelectPlayer.Request)
    case confirmSelection(PlayerListModels.ConfirmSelection.Request)
    case requestDeletion(PlayerListModels.RequestDeletion.Request)
    case deletePlayer(PlayerListModels.DeletePlayer.Request)
    case leave(PlayerListModels.Leave.Request)
    case childFinished(PlayerListModels.ChildFinished.Request)
}

protocol PlayerListInteractable: Sendable {
    func execute(_ useCase: PlayerListUseCase) async
}

/// The roster's rules: what a selected row means in each mode, when a selection can be
/// confirmed (the Model's `LineUp`), that only list mode deletes, and the repository calls.
/// Once the Store has a response, it has the Worker act on it: error alerts, the scenes
/// it opens (each with its initial state), closing them, the delegate.
final class PlayerListInteractor: PlayerListInteractable {
    private let store: any PlayerListMutatable & HasPlayerListDomainState
    private let worker: any PlayerListWorkable

    init(store: any PlayerListMutatable & HasPlayerListDomainState, worker: any PlayerListWorkable) {
        self.store = store
        self.worker = worker
    }

    func execute(_ useCase: PlayerListUseCase) async {
        let domainState = await store.domainState
        let userID = domainState.userID
        switch useCase {
        case .loadPlayers:
            await store.execute(.loadStarted)
            let result = await Result { () async throws(FootballGatherError) in try await worker.players(of: userID) }
            await store.execute(.mutateLoadPlayers(.init(result: result)))
            if case .failure(let error) = result { await worker.showError(error.message) }

        case .selectPlayer(let request):
            guard let player = domainState.roster.element(at: request.index) else { return }
            if domainState.mode == .list {
                await worker.showPlayerDetails(PlayerDetailsState(player: player, userID: userID))
            } else {
                await store.execute(.mutateSelectPlayer(.init(playerID: player.id)))
            }

        case .confirmSelection:
            guard case .selection(let ids) = domainState.mode else { return }
            let selected = domainState.roster.filter { ids.contains($0.id) }
            guard LineUp.canConfirm(selectedCount: selected.count) else { return }
            await worker.showConfirmPlayers(ConfirmPlayersState(players: selected, userID: userID))

        case .requestDeletion(let request):
            guard domainState.mode == .list, let player = domainState.roster.element(at: request.index) else { return }
            await store.execute(.mutateRequestDeletion(.init(player: player)))

        case .deletePlayer:
            guard let player = await startDeleting() else { return }
            let result = await Result { () async throws(FootballGatherError) in
                try await worker.deletePlayer(id: player.id, for: userID)
            }
            await store.execute(.mutateDeletePlayer(.init(player: player, result: result)))
            if case .failure(let error) = result { await worker.showError(error.message) }

        case .leave(let request):
            switch request.destination {
            case .addPlayer: await worker.showAddPlayer(AddPlayerState(userID: userID))
            case .history: await worker.showHistory(GatherHistoryState(userID: userID))
            case .logOut: await worker.delegate?.playerListDidLogOut()
            }

        case .childFinished(let request):
            await store.execute(.mutateChildFinished(.init(flow: request.flow)))
            switch request.flow {
            case .playerAdded, .playerUpdated: break
            case .gatherEnded: await worker.returnToPlayers()
            }
        }
    }

    /// Takes the player waiting for deletion and marks the deletion as running, in one
    /// main-actor turn: nil when no player is waiting (already taken by an earlier "Yes").
    @MainActor
    private func startDeleting() -> Player? {
        guard let player = store.domainState.pendingDeletion else { return nil }
        store.execute(.deletionStarted)
        return player
    }
}
