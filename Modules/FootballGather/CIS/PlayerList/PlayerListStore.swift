import FootballGatherModel
import FootballGatherUI
import Observation

/// Everything the Players scene knows.
struct PlayerListState: Equatable, Sendable {
    var domainState: DomainState
    /// Whether the roster has loaded once: an empty roster is only claimed once known.
    var hasLoadedRoster = false
    var isLoading = false

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
    case mutateRequestDeletion(PlayerListModels.RequestDeletion.Response)
    case cancelDeletion
    case deletionStarted
    case mutateDeletePlayer(PlayerListModels.DeletePlayer.Response)
    case mutateChildFinished(PlayerListModels.ChildFinished.Response)
}

protocol PlayerListMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: PlayerListMutation)
}

protocol HasPlayerListDomainState: AnyObject, Sendable {
    @MainActor var domainState: PlayerListState.DomainState { get }
}

/// Holds the Players state and maps it for the screen: the title, the rows, whether
/// "Select" and "Confirm players" apply, when the empty message shows, and the deletion
/// question. Errors and navigation are the Interactor's to hand to the Worker.
@MainActor @Observable
final class PlayerListStore: PlayerListMutatable, HasPlayerListDomainState {
    private(set) var state: PlayerListState

    init(initialState: PlayerListState) {
        self.state = initialState
    }

    var domainState: PlayerListState.DomainState { state.domainState }

    /// The screen's display values.
    var viewModel: PlayerListModels.ViewModel { Self.viewModel(of: state) }

    func execute(_ mutation: PlayerListMutation) {
        state = Self.execute(state: state, mutation: mutation)
    }

    nonisolated static func execute(state: PlayerListState, mutation: PlayerListMutation) -> PlayerListState {
        var state = state
        switch mutation {
        case .loadStarted:
            state.isLoading = true
        case .mutateLoadPlayers(let response):
            state.isLoading = false
            if case .success(let players) = response.result { state.showRoster(players) }
        case .startSelection where !state.domainState.roster.isEmpty:
            state.domainState.mode = .selection([])
        case .startSelection:
            break
        case .cancelSelection:
            state.domainState.mode = .list
        case .mutateChildFinished(let response):
            switch response.flow {
            case .playerAdded: break
            case .playerUpdated(let player):
                guard let index = state.domainState.roster.firstIndex(where: { $0.id == player.id }) else { break }
                state.domainState.roster[index] = player
            case .gatherEnded: state.domainState.mode = .list
            }
        case .mutateSelectPlayer(let response):
            guard case .selection(var ids) = state.domainState.mode else { break }
            if ids.remove(response.playerID) == nil { ids.insert(response.playerID) }
            state.domainState.mode = .selection(ids)
        case .mutateRequestDeletion(let response):
            state.domainState.pendingDeletion = response.player
        case .cancelDeletion:
            state.domainState.pendingDeletion = nil
        case .deletionStarted:
            state.domainState.pendingDeletion = nil
            state.isLoading = true
        case .mutateDeletePlayer(let response):
            state.isLoading = false
            if case .success = response.result {
                state.showRoster(state.domainState.roster.filter { $0.id != response.player.id })
            }
        }
        return state
    }

    nonisolated static func viewModel(of state: PlayerListState) -> PlayerListModels.ViewModel {
        let roster = state.domainState.roster
        let title: String
        let mode: PlayerListScreen.Mode
        let selected: Set<Int64>
        switch state.domainState.mode {
        case .list:
            (title, mode, selected) = (PlayerListScreen.Text.title, .list(isSelectEnabled: !roster.isEmpty), [])
        case .selection(let ids):
            let isConfirmEnabled = LineUp.canConfirm(selectedCount: roster.count { ids.contains($0.id) })
            (title, mode, selected) = ("\(ids.count) selected", .selection(isConfirmEnabled: isConfirmEnabled), ids)
        }
        return PlayerListModels.ViewModel(
            title: title,
            mode: mode,
            rows: roster.map { player in
                PlayerListScreen.Row(
                    playerID: player.id,
                    name: player.name,
                    detail: PlayerFormatter.rosterDetail(of: player),
                    isChecked: selected.contains(player.id)
                )
            },
            showsEmptyMessage: state.hasLoadedRoster && roster.isEmpty && !state.isLoading,
            isLoading: state.isLoading,
            alert: state.domainState.pendingDeletion == nil ? nil : .confirmDeletion
        )
    }
}

private extension PlayerListState {
    /// Shows `players` as the roster; a selection keeps only players still in it.
    mutating func showRoster(_ players: [Player]) {
        domainState.roster = players
        hasLoadedRoster = true
        if case .selection(let ids) = domainState.mode {
            domainState.mode = .selection(ids.intersection(players.map(\.id)))
        }
    }
}
