import FootballGatherModel
import Observation

/// Everything the History scene knows.
struct GatherHistoryState: Equatable, Sendable {
    var viewModel = GatherHistoryModels.ViewModel()
    var domainState: DomainState

    /// The history of `userID`, handed over by Players.
    init(userID: Int64) {
        domainState = DomainState(userID: userID)
    }

    struct DomainState: Equatable, Sendable {
        let userID: Int64
    }
}

/// The changes the History state goes through.
enum GatherHistoryMutation: Sendable {
    case loadStarted
    case mutateLoadHistory(GatherHistoryModels.LoadHistory.Response)
}

protocol GatherHistoryMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: GatherHistoryMutation)
}

protocol HasGatherHistoryDomainState: AnyObject, Sendable {
    @MainActor var domainState: GatherHistoryState.DomainState { get }
}

/// Holds the History state; a failed load is an error alert and the rows shown stay.
@MainActor @Observable
final class GatherHistoryStore: GatherHistoryMutatable, HasGatherHistoryDomainState {
    private(set) var state: GatherHistoryState
    @ObservationIgnored private let worker: any GatherHistoryWorkable

    init(initialState: GatherHistoryState, worker: any GatherHistoryWorkable) {
        self.state = initialState
        self.worker = worker
    }

    var domainState: GatherHistoryState.DomainState { state.domainState }

    func execute(_ mutation: GatherHistoryMutation) {
        state = execute(state: state, mutation: mutation)
    }

    func execute(state: GatherHistoryState, mutation: GatherHistoryMutation) -> GatherHistoryState {
        var state = state
        switch mutation {
        case .loadStarted:
            state.viewModel.isLoading = true
        case .mutateLoadHistory(let response):
            state.viewModel.isLoading = false
            switch response.result {
            case .success(let gathers): state.viewModel.gathers = gathers
            case .failure(let error): worker.showError(error.message)
            }
        }
        return state
    }
}
