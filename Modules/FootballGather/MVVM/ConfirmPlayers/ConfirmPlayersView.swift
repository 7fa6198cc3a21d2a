import FootballGatherUI
import TerminalUI

/// The Confirm players screen: renders ``ConfirmPlayersViewModel`` and forwards moves and
/// "Start Gather" to it.
final class ConfirmPlayersView: ViewController {
    private let viewModel: ConfirmPlayersViewModel

    init(viewModel: ConfirmPlayersViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override var screen: Screen {
        ConfirmPlayersScreen.make(
            lineUp: viewModel.lineUp,
            isStartEnabled: viewModel.canStartGather,
            isLoading: viewModel.isStarting,
            errorMessage: viewModel.errorMessage
        )
    }

    override func handle(_ event: Event) {
        switch event {
        case .move(let path, let destination):
            guard let from = ConfirmPlayersScreen.section(at: path.section),
                  let to = ConfirmPlayersScreen.section(at: destination) else { return }
            viewModel.movePlayer(at: path.row, in: from, to: to)
        case .tap(ConfirmPlayersScreen.ID.startGather):
            perform { [viewModel] in await viewModel.startGather() }
        case .alert:
            viewModel.dismissError()
        default:
            break
        }
    }
}
