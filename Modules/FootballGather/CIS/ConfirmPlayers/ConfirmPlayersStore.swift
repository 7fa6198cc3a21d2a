import FootballGatherModel
import Observation

/// Everything the Confirm players scene knows.
struct ConfirmPlayersState: Equatable, Sendable {
    var viewModel: ConfirmPlayersModels.ViewModel
    var domainState: DomainState

    /// The players selected on Players, all on the bench.
    init(players: [Player], userID: Int64) {
        let lineUp = LineUp(players: players)
        viewModel = ConfirmPlayersModels.ViewModel(lineUp: lineUp)
        domainState = DomainState(lineUp: lineUp, userID: userID)
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
    /// The gather started here has ended (flow handed back by Gather).
    case gatherEnded
}

protocol ConfirmPlayersMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: ConfirmPlayersMutation)
}

protocol HasConfirmPlayersDomainState: AnyObject, Sendable {
    @MainActor var domainState: ConfirmPlayersState.DomainState { get }
}

/// Holds the Confirm players state. The started gather opens Gather (its initial state);
/// its end is passed up to the delegate (Players).
@MainActor @Observable
final class ConfirmPlayersStore: ConfirmPlayersMutatable, HasConfirmPlayersDomainState {
    private(set) var state: ConfirmPlayersState
    @ObservationIgnored private let worker: any ConfirmPlayersWorkable

    init(initialState: ConfirmPlayersState, worker: any ConfirmPlayersWorkable) {
        self.state = initialState
        self.worker = worker
    }

    var domainState: ConfirmPlayersState.DomainState { state.domainState }

    func execute(_ mutation: ConfirmPlayersMutation) {
        state = execute(state: state, mutation: mutation)
    }

    func execute(state: ConfirmPlayersState, mutation: ConfirmPlayersMutation) -> ConfirmPlayersState {
        var state = state
        switch mutation {
        case .mutateMovePlayer(let response):
            state.domainState.lineUp.move(player: response.playerID, to: response.destination)
        case .gatherStarting:
            state.domainState.isStarting = true
        case .mutateStartGather(let response):
            state.domainState.isStarting = false
            switch response.result {
            case .success(let gather): worker.showGather(GatherState(gather: gather, userID: state.domainState.userID))
            case .failure(let error): worker.showError(error.message)
            }
        case .gatherEnded:
            worker.delegate?.confirmPlayersDidEndGather()
        }
        state.viewModel = ConfirmPlayersModels.ViewModel(
            lineUp: state.domainState.lineUp,
            isStartEnabled: state.domainState.lineUp.canStartGather,
            isStarting: state.domainState.isStarting
        )
        return state
    }
}
