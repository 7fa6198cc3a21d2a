import FootballGatherModel
import FootballGatherUI
import Observation

/// Everything the Confirm players scene knows.
struct ConfirmPlayersState: Equatable, Sendable {
    var domainState: DomainState

    /// The players selected on Players, all on the bench.
    init(players: [Player], userID: Int64) {
        domainState = DomainState(lineUp: LineUp(players: players), userID: userID)
    }

    struct DomainState: Equatable, Sendable {
        var lineUp: LineUp
        let userID: Int64
        var isStarting = false
    }
}

/// The changes the Confirm players state goes through.
enum ConfirmPlayersMutation: Sendable {
    case mutateMovePlayer(ConfirmPlayersModels.MovePlayer.Response)
    case gatherStarting
    case mutateStartGather(ConfirmPlayersModels.StartGather.Response)
}

protocol ConfirmPlayersMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: ConfirmPlayersMutation)
}

protocol HasConfirmPlayersDomainState: AnyObject, Sendable {
    @MainActor var domainState: ConfirmPlayersState.DomainState { get }
}

/// Holds the Confirm players state and maps the line-up into the three sections' rows,
/// with "Start Gather" enabled once both teams have someone (the Model's `LineUp`). Opening
/// Gather and the error alert are the Worker's.
@MainActor @Observable
final class ConfirmPlayersStore: ConfirmPlayersMutatable, HasConfirmPlayersDomainState {
    private(set) var state: ConfirmPlayersState

    init(initialState: ConfirmPlayersState) {
        self.state = initialState
    }

    var domainState: ConfirmPlayersState.DomainState { state.domainState }

    /// The screen's display values.
    var viewModel: ConfirmPlayersModels.ViewModel { Self.viewModel(of: state) }

    func execute(_ mutation: ConfirmPlayersMutation) {
        state = Self.execute(state: state, mutation: mutation)
    }

    nonisolated static func execute(state: ConfirmPlayersState, mutation: ConfirmPlayersMutation) -> ConfirmPlayersState {
        var state = state
        switch mutation {
        case .mutateMovePlayer(let response):
            state.domainState.lineUp.move(player: response.playerID, to: response.destination)
        case .gatherStarting:
            state.domainState.isStarting = true
        case .mutateStartGather:
            state.domainState.isStarting = false
        }
        return state
    }

    nonisolated static func viewModel(of state: ConfirmPlayersState) -> ConfirmPlayersModels.ViewModel {
        let lineUp = state.domainState.lineUp
        func rows(_ section: LineUp.Section) -> [ConfirmPlayersScreen.Row] {
            lineUp.players(in: section).map { player in
                ConfirmPlayersScreen.Row(playerID: player.id, name: player.name, detail: PlayerFormatter.positionAcronym(of: player))
            }
        }
        return ConfirmPlayersModels.ViewModel(
            bench: rows(.bench),
            teamA: rows(.teamA),
            teamB: rows(.teamB),
            isStartEnabled: lineUp.canStartGather,
            isLoading: state.domainState.isStarting
        )
    }
}
