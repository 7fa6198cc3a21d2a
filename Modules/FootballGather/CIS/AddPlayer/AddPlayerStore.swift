import FootballGatherModel
import Observation

/// Everything the Add player scene knows.
struct AddPlayerState: Equatable, Sendable {
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

/// Holds the Add player state and maps it for the screen: "Done" applies once the draft
/// can be submitted. What follows a save (the delegate, or the error alert, the typed
/// name staying) is the Interactor's to hand to the Worker.
@MainActor @Observable
final class AddPlayerStore: AddPlayerMutatable, HasAddPlayerDomainState {
    private(set) var state: AddPlayerState

    init(initialState: AddPlayerState) {
        self.state = initialState
    }

    var domainState: AddPlayerState.DomainState { state.domainState }

    /// The screen's display values.
    var viewModel: AddPlayerModels.ViewModel { Self.viewModel(of: state) }

    func execute(_ mutation: AddPlayerMutation) {
        state = Self.execute(state: state, mutation: mutation)
    }

    nonisolated static func execute(state: AddPlayerState, mutation: AddPlayerMutation) -> AddPlayerState {
        var state = state
        switch mutation {
        case .setName(let name):
            state.domainState.draft.name = name
        case .saveStarted:
            state.domainState.isSaving = true
        case .mutateSave:
            state.domainState.isSaving = false
        }
        return state
    }

    nonisolated static func viewModel(of state: AddPlayerState) -> AddPlayerModels.ViewModel {
        AddPlayerModels.ViewModel(
            name: state.domainState.draft.name,
            isDoneEnabled: state.domainState.draft.canSubmit,
            isLoading: state.domainState.isSaving
        )
    }
}
