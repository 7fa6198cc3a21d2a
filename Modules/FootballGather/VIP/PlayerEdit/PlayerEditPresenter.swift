import FootballGatherModel
import FootballGatherUI

/// What Player edit's Interactor hands on to be shown.
@MainActor
protocol PlayerEditPresentationLogic: AnyObject {
    func presentField(response: PlayerEdit.FetchField.Response)
    func presentLoading(response: PlayerEdit.Loading.Response)
    func presentSavedPlayer(response: PlayerEdit.SavePlayer.Response)
}

/// Words the editor: a text field's text, or a list field's options by their display names
/// with the ticked one, and every failure's message. It keeps no state.
@MainActor
final class PlayerEditPresenter: PlayerEditPresentationLogic {
    weak var viewController: (any PlayerEditDisplayLogic)?

    func presentField(response: PlayerEdit.FetchField.Response) {
        let content: PlayerEditScreen.Content = switch response.value {
        case .text(let text): .text(text)
        case .option(let ticked):
            .options(Self.optionTitles(of: response.field).enumerated().map { index, title in
                PlayerEditScreen.Option(title: title, isChecked: index == ticked)
            })
        }
        viewController?.displayField(viewModel: PlayerEdit.FetchField.ViewModel(field: response.field, content: content))
    }

    func presentLoading(response: PlayerEdit.Loading.Response) {
        viewController?.displayLoading(viewModel: PlayerEdit.Loading.ViewModel(isLoading: response.isLoading))
    }

    func presentSavedPlayer(response: PlayerEdit.SavePlayer.Response) {
        viewController?.displaySavedPlayer(viewModel: PlayerEdit.SavePlayer.ViewModel(errorMessage: response.error?.message))
    }

    /// A list field's options, in the Model's order; none for a text field.
    static func optionTitles(of field: PlayerField) -> [String] {
        switch field {
        case .preferredPosition: PlayerPosition.allCases.map(\.displayName)
        case .skill: PlayerSkill.allCases.map(\.displayName)
        case .name, .age, .favouriteTeam: []
        }
    }
}
