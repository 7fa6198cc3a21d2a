import FootballGatherModel
import Observation

/// Everything the Player edit scene knows.
struct PlayerEditState: Equatable, Sendable {
    var viewModel: PlayerEditModels.ViewModel
    var domainState: DomainState

    /// Editing `field` of `player`, handed over by Player details: the text field starts
    /// with the current value, the options with the current one ticked.
    init(field: PlayerField, player: Player, userID: Int64) {
        let text = field.editText(of: player)
        let selected = field.selectedOptionIndex(of: player)
        viewModel = PlayerEditModels.ViewModel(field: field, text: text, selectedOptionIndex: selected)
        domainState = DomainState(field: field, player: player, userID: userID, text: text, selectedOptionIndex: selected)
    }

    struct DomainState: Equatable, Sendable {
        let field: PlayerField
        /// The player as saved before this edit.
        let player: Player
        let userID: Int64
        var text: String
        var selectedOptionIndex: Int?
        var isSaving = false
    }
}

/// The changes the Player edit state goes through.
enum PlayerEditMutation: Sendable {
    case setText(String)
    case mutateSelectOption(PlayerEditModels.SelectOption.Response)
    case saveStarted
    case mutateSave(PlayerEditModels.Save.Response)
}

protocol PlayerEditMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: PlayerEditMutation)
}

protocol HasPlayerEditDomainState: AnyObject, Sendable {
    @MainActor var domainState: PlayerEditState.DomainState { get }
}

/// Holds the Player edit state. A saved player goes to the delegate (Player details);
/// a failure is an error alert, and what the user entered stays.
@MainActor @Observable
final class PlayerEditStore: PlayerEditMutatable, HasPlayerEditDomainState {
    private(set) var state: PlayerEditState
    @ObservationIgnored private let worker: any PlayerEditWorkable

    init(initialState: PlayerEditState, worker: any PlayerEditWorkable) {
        self.state = initialState
        self.worker = worker
    }

    var domainState: PlayerEditState.DomainState { state.domainState }

    func execute(_ mutation: PlayerEditMutation) {
        state = execute(state: state, mutation: mutation)
    }

    func execute(state: PlayerEditState, mutation: PlayerEditMutation) -> PlayerEditState {
        var state = state
        switch mutation {
        case .setText(let text):
            state.viewModel.text = text
            state.domainState.text = text
        case .mutateSelectOption(let response):
            state.viewModel.selectedOptionIndex = response.selectedIndex
            state.domainState.selectedOptionIndex = response.selectedIndex
        case .saveStarted:
            state.viewModel.isSaving = true
            state.domainState.isSaving = true
        case .mutateSave(let response):
            state.viewModel.isSaving = false
            state.domainState.isSaving = false
            switch response.result {
            case .success(let player): worker.delegate?.playerEditDidSave(player)
            case .failure(let error): worker.showError(error.message)
            }
        }
        return state
    }
}
