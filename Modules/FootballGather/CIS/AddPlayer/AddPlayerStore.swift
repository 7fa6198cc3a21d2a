import FootballGatherModel
import Observation

/// Everything the Add player scene knows.
struct AddPlayerState: Equatable, Sendable {
    var viewModel = AddPlayerModels.ViewModel()
    var domainState: DomainState

    /// A blank player for `userID`, handed over by Players.
    init(userID: Int64) {
        domainState = DomainState(userID: userID)
    }

    struct DomainState: Equatable, Sendable {
        let userID: Int64
        var draft = PlayerDraft(name: "")
        var isSaving = false
    }
}

/// The changes the Add player state goes through.
enum AddPlayerMutation: Sendable {
    case setName(String)
    case saveStarted
    case mutateSave(AddPlayerModels.Save.Response)
}

protocol AddPlayerMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: AddPlayerMutation)
}

protocol HasAddPlayerDomainState: AnyObject, Sendable {
    @MainActor var domainState: AddPlayerState.DomainState { get }
}

/// Holds the Add player state. The new player goes to the delegate (Players); a failure
/// is an error alert and the typed name stays.
@MainActor @Observable
final class AddPlayerStore: AddPlayerMutatable, HasAddPlayerDomainState {
    private(set) var state: AddPlayerState
    @ObservationIgnored private let worker: any AddPlayerWorkable

    init(initialState: AddPlayerState, worker: any AddPlayerWorkable) {
        self.state = initialState
        self.worker = worker
    }

    var domainState: AddPlayerState.DomainState { state.domainState }

    func execute(_ mutation: AddPlayerMutation) {
        state = execute(state: state, mutation: mutation)
    }

    func execute(state: AddPlayerState, mutation: AddPlayerMutation) -> AddPlayerState {
        var state = state
        switch mutation {
        case .setName(let name):
            state.domainState.draft.name = name
            state.viewModel.name = name
            state.viewModel.isDoneEnabled = state.domainState.draft.canSubmit
        case .saveStarted:
            state.domainState.isSaving = true
            state.viewModel.isSaving = true
        case .mutateSave(let response):
            state.domainState.isSaving = false
            state.viewModel.isSaving = false
            switch response.result {
            case .success(let player): worker.delegate?.addPlayerDidAdd(player)
            case .failure(let error): worker.showError(error.message)
            }
        }
        return state
    }
}
