import FootballGatherModel
import Observation

/// Everything the Players scene knows.
struct PlayerListState: Equatable, Sendable {
    var viewModel = PlayerListModels.ViewModel()
    var domainState: DomainState

    init(userID: Int64) {
        domainState = DomainState(userID: userID)
    }

    struct DomainState: Equatable, Sendable {
        /// The signed-in user, handed over by Login.
        let userID: Int64
        var roster: [Player] = []
        var mode = PlayerListModels.Mode.list
        /// The player waiting for the user to confirm their deletion.
        var pendingDeletion: Player?
    }
}

/// The changes the Players state goes through.
enum PlayerListMutation: Sendable {
    case loadStarted
    case mutateLoadPlayers(PlayerListModels.LoadPlayers.Response)
    case startSelection
    case cancelSelection
    case mutateSelectPlayer(PlayerListModels.SelectPlayer.Response)
    case mutateConfirmSelection(PlayerListModels.ConfirmSelection.Response)
    case mutateRequestDeletion(PlayerListModels.RequestDeletion.Response)
    case cancelDeletion
    case deletionStarted
    case mutateDeletePlayer(PlayerListModels.DeletePlayer.Response)
    case showAddPlayer
    case showHistory
    case logOut
    /// Add player saved a player (flow handed back by the child scene).
    case playerAdded
    /// The gather started from here has ended (flow handed back by the child scenes).
    case gatherEnded
}

protocol PlayerListMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: PlayerListMutation)
}

protocol HasPlayerListDomainState: AnyObject, Sendable {
    @MainActor var domainState: PlayerListState.DomainState { get }
}

/// Holds the Players state. The selection parts of the view model are derived from the
/// domain state after every mutation; errors and navigation go through the Worker.
@MainActor @Observable
final class PlayerListStore: PlayerListMutatable, HasPlayerListDomainState {
    private(set) var state: PlayerListState
    @ObservationIgnored private let worker: any PlayerListWorkable

    init(initialState: PlayerListState, worker: any PlayerListWorkable) {
        self.state = initialState
        self.worker = worker
    }

    var domainState: PlayerListState.DomainState { state.domainState }

    func execute(_ mutation: PlayerListMutation) {
        state = execute(state: state, mutation: mutation)
    }

    func execute(state: PlayerListState, mutation: PlayerListMutation) -> PlayerListState {
        var state = state
        let userID = state.domainState.userID
        switch mutation {
        case .loadStarted:
            state.viewModel.isLoading = true
        case .mutateLoadPlayers(let response):
            state.viewModel.isLoading = false
            switch response.result {
            case .success(let players): state.showRoster(players)
            case .failure(let error): worker.showError(error.message)
            }
        case .startSelection where !state.domainState.roster.isEmpty:
            state.domainState.mode = .selection([])
        case .startSelection:
            break
        case .cancelSelection:
            state.domainState.mode = .list
        case .mutateSelectPlayer(.open(let player)):
            worker.showPlayerDetails(PlayerDetailsState(player: player, userID: userID))
        case .mutateSelectPlayer(.toggle(let playerID)):
            guard case .selection(var ids) = state.domainState.mode else { break }
            if ids.remove(playerID) == nil { ids.insert(playerID) }
            state.domainState.mode = .selection(ids)
        case .mutateConfirmSelection(let response):
            worker.showConfirmPlayers(ConfirmPlayersState(players: response.players, userID: userID))
        case .mutateRequestDeletion(let response):
            state.domainState.pendingDeletion = response.player
        case .cancelDeletion:
            state.domainState.pendingDeletion = nil
        case .deletionStarted:
            state.domainState.pendingDeletion = nil
            state.viewModel.isLoading = true
        case .mutateDeletePlayer(let response):
            state.viewModel.isLoading = false
            switch response.result {
            case .success: state.showRoster(state.domainState.roster.filter { $0.id != response.player.id })
            case .failure(let error): worker.showError(error.message)
            }
        case .showAddPlayer:
            worker.showAddPlayer(AddPlayerState(userID: userID))
        case .showHistory:
            worker.showHistory(GatherHistoryState(userID: userID))
        case .logOut:
            worker.delegate?.playerListDidLogOut()
        case .playerAdded:
            worker.closeAddPlayer()
        case .gatherEnded:
            state.domainState.mode = .list
            worker.returnToPlayers()
        }
        state.presentSelection()
        return state
    }
}

private extension PlayerListState {
    /// Shows `players` as the roster; a selection keeps only players still in it.
    mutating func showRoster(_ players: [Player]) {
        domainState.roster = players
        viewModel.players = players
        if case .selection(let ids) = domainState.mode {
            domainState.mode = .selection(ids.intersection(players.map(\.id)))
        }
    }

    /// The selection mode, its ticks and the deletion question, as the screen shows them.
    mutating func presentSelection() {
        viewModel.isConfirmingDeletion = domainState.pendingDeletion != nil
        guard case .selection(let ids) = domainState.mode else {
            viewModel.selectedIDs = nil
            viewModel.canConfirm = false
            return
        }
        viewModel.selectedIDs = ids
        viewModel.canConfirm = LineUp.canConfirm(selectedCount: domainState.roster.count { ids.contains($0.id) })
    }
}
