import FootballGatherModel
import Observation

/// Everything the Player details scene knows.
struct PlayerDetailsState: Equatable, Sendable {
    var viewModel: PlayerDetailsModels.ViewModel
    var domainState: DomainState

    /// The scene for `player`, handed over by Players.
    init(player: Player, userID: Int64) {
        viewModel = PlayerDetailsModels.ViewModel(player: player)
        domainState = DomainState(player: player, userID: userID)
    }

    struct DomainState: Equatable, Sendable {
        var player: Player
        let userID: Int64
    }
}

/// The changes the Player details state goes through.
enum PlayerDetailsMutation: Sendable {
    case mutateEditField(PlayerDetailsModels.EditField.Response)
    /// Player edit saved the player (flow handed back by the child scene).
    case playerSaved(Player)
}

protocol PlayerDetailsMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: PlayerDetailsMutation)
}

protocol HasPlayerDetailsDomainState: AnyObject, Sendable {
    @MainActor var domainState: PlayerDetailsState.DomainState { get }
}

/// Holds the Player details state; opening and closing Player edit go through the Worker.
@MainActor @Observable
final class PlayerDetailsStore: PlayerDetailsMutatable, HasPlayerDetailsDomainState {
    private(set) var state: PlayerDetailsState
    @ObservationIgnored private let worker: any PlayerDetailsWorkable

    init(initialState: PlayerDetailsState, worker: any PlayerDetailsWorkable) {
        self.state = initialState
        self.worker = worker
    }

    var domainState: PlayerDetailsState.DomainState { state.domainState }

    func execute(_ mutation: PlayerDetailsMutation) {
        state = execute(state: state, mutation: mutation)
    }

    func execute(state: PlayerDetailsState, mutation: PlayerDetailsMutation) -> PlayerDetailsState {
        var state = state
        switch mutation {
        case .mutateEditField(let response):
            worker.showPlayerEdit(PlayerEditState(field: response.field, player: response.player, userID: response.userID))
        case .playerSaved(let player):
            if player.id == state.domainState.player.id {
                state.domainState.player = player
                state.viewModel.player = player
            }
            worker.closePlayerEdit()
        }
        return state
    }
}
