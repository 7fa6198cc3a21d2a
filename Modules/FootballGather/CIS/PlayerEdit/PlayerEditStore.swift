import FootballGatherModel
import FootballGatherUI
import Observation

/// Everything the Player edit scene knows.
struct PlayerEditState: Equatable, Sendable {
    var domainState: DomainState

    /// Editing `field` of `player`, handed over by Player details: the text field starts
    /// with the current value, the options with the current one ticked.
    init(field: PlayerField, player: Player, userID: Int64) {
        domainState = DomainState(
            field: field,
            player: player,
            userID: userID,
            text: field.editText(of: player),
            selectedOptionIndex: field.selectedOptionIndex(of: player)
        )
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

/// Holds the Player edit state and maps it for the screen: the text, or the options by
/// their display names with the chosen one ticked. What follows a save (the delegate, or
/// the error alert with the input kept) is the Interactor's to hand to the Worker.
@MainActor @Observable
final class PlayerEditStore: PlayerEditMutatable, HasPlayerEditDomainState {
    private(set) var state: PlayerEditState

    init(initialState: PlayerEditState) {
        self.state = initialState
    }

    var domainState: PlayerEditState.DomainState { state.domainState }

    /// The screen's display values.
    var viewModel: PlayerEditModels.ViewModel { Self.viewModel(of: state) }

    func execute(_ mutation: PlayerEditMutation) {
        state = Self.execute(state: state, mutation: mutation)
    }

    nonisolated static func execute(state: PlayerEditState, mutation: PlayerEditMutation) -> PlayerEditState {
        var state = state
        switch mutation {
        case .setText(let text):
            state.domainState.text = text
        case .mutateSelectOption(let response):
            state.domainState.selectedOptionIndex = response.selectedIndex
        case .saveStarted:
            state.domainState.isSaving = true
        case .mutateSave:
            state.domainState.isSaving = false
        }
        return state
    }

    nonisolated static func viewModel(of state: PlayerEditState) -> PlayerEditModels.ViewModel {
        let domainState = state.domainState
        let content: PlayerEditScreen.Content = domainState.field.isTextual
            ? .text(domainState.text)
            : .options(optionTitles(of: domainState.field).enumerated().map { index, title in
                PlayerEditScreen.Option(title: title, isChecked: index == domainState.selectedOptionIndex)
            })
        return PlayerEditModels.ViewModel(field: domainState.field, content: content, isLoading: domainState.isSaving)
    }

    /// A list field's options, top to bottom: the values' display names in declaration order.
    nonisolated static func optionTitles(of field: PlayerField) -> [String] {
        switch field {
        case .preferredPosition: PlayerPosition.allCases.map(\.displayName)
        case .skill: PlayerSkill.allCases.map(\.displayName)
        case .name, .age, .favouriteTeam: []
        }
    }
}
