import FootballGatherModel
import Observation

/// Everything the Player details scene knows.
struct PlayerDetailsState: Equatable, Sendable {
    var domainState: DomainState

    /// The scene for `player`, handed over by Players.
    init(player: Player, userID: Int64) {
        domainState = DomainState(player: player, userID: userID)
    }

    struct DomainState: Equatable, Sendable {
        var player: Player
        let userID: Int64
    }
}

/// The changes the Player details state goes through.
enum PlayerDetailsMutation: Sendable {
    case mutateShowSavedPlayer(PlayerDetailsModels.ShowSavedPlayer.Response)
}

protocol PlayerDetailsMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: PlayerDetailsMutation)
}

protocol HasPlayerDetailsDomainState: AnyObject, Sendable {
    @MainActor var domainState: PlayerDetailsState.DomainState { get }
}

/// Holds the Player details state and maps the player into the rows' values: the
/// attribute as text, `"-"` when unset. Opening and closing Player edit are the Worker's.
@MainActor @Observable
final class PlayerDetailsStore: PlayerDetailsMutatable, HasPlayerDetailsDomainState {
    private(set) var state: PlayerDetailsState

    init(initialState: PlayerDetailsState) {
        self.state = initialState
    }

    var domainState: PlayerDetailsState.DomainState { state.domainState }

    /// The screen's display values.
    var viewModel: PlayerDetailsModels.ViewModel { Self.viewModel(of: state) }

    func execute(_ mutation: PlayerDetailsMutation) {
        state = Self.execute(state: state, mutation: mutation)
    }

    nonisolated static func execute(state: PlayerDetailsState, mutation: PlayerDetailsMutation) -> PlayerDetailsState {
        var state = state
        switch mutation {
        case .mutateShowSavedPlayer(let response) where response.player.id == state.domainState.player.id:
            state.domainState.player = response.player
        case .mutateShowSavedPlayer:
            break
        }
        return state
    }

    nonisolated static func viewModel(of state: PlayerDetailsState) -> PlayerDetailsModels.ViewModel {
        let player = state.domainState.player
        let unset = PlayerFormatter.unset
        return PlayerDetailsModels.ViewModel(title: player.name, values: [
            .name: player.name,
            .age: player.age.map(String.init) ?? unset,
            .preferredPosition: player.position?.displayName ?? unset,
            .skill: player.skill?.displayName ?? unset,
            .favouriteTeam: player.favouriteTeam ?? unset,
        ])
    }
}
