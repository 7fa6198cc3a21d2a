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
        guard let event = AddPlayerScreen.Event(event) else { return }
        switch event {
        case .edit(.name, let text):
            viewModel.name = text
        case .tap(.done):
            perform { [viewModel] in await viewModel.save() }
        case .dismissError:
            viewModel.dismissError()
        }
    }
}
