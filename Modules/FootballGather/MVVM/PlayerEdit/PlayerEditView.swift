import FootballGatherUI
import TerminalUI

/// The Player edit screen: renders ``PlayerEditViewModel`` and forwards what the user does to it.
final class PlayerEditView: ViewController {
    private let viewModel: PlayerEditViewModel

    init(viewModel: PlayerEditViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override var screen: Screen {
        PlayerEditScreen.make(
            field: viewModel.field,
            content: viewModel.content,
            isLoading: viewModel.isSaving,
            errorMessage: viewModel.errorMessage
        )
    }

    override func handle(_ event: Event) {
        guard let event = PlayerEditScreen.Event(event) else { return }
        switch event {
        case .edit(.value, let text):
            viewModel.text = text
        case .select(let path):
            viewModel.selectOption(at: path.row)
        case .tap(.done):
            perform { [viewModel] in await viewModel.save() }
        case .dismissError:
            viewModel.dismissError()
        }
    }
}
