import FootballGatherUI
import TerminalUI

/// The Add player screen: renders ``AddPlayerViewModel`` and forwards what the user does to it.
final class AddPlayerView: ViewController {
    private let viewModel: AddPlayerViewModel

    init(viewModel: AddPlayerViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override var screen: Screen {
        AddPlayerScreen.make(
            name: viewModel.name,
            isDoneEnabled: viewModel.canSave,
            isLoading: viewModel.isSaving,
            errorMessage: viewModel.errorMessage
        )
    }

    override func handle(_ event: Event) {
        switch event {
        case .edit(AddPlayerScreen.ID.name, let text):
            viewModel.name = text
        case .tap(AddPlayerScreen.ID.done):
            perform { [viewModel] in await viewModel.save() }
        case .alert:
            viewModel.dismissError()
        default:
            break
        }
    }
}
