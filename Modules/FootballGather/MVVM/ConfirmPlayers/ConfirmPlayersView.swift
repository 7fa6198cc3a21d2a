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
            bench: viewModel.benchRows,
            teamA: viewModel.teamARows,
            teamB: viewModel.teamBRows,
            isStartEnabled: viewModel.canStartGather,
            isLoading: viewModel.isStarting,
            errorMessage: viewModel.errorMessage
        )
    }

    override func handle(_ event: Event) {
        guard let event = ConfirmPlayersScreen.Event(event) else { return }
        switch event {
        case .move(let path, let destination):
            guard let move = ConfirmPlayersScreen.move(from: path, toSection: destination) else { return }
            viewModel.movePlayer(at: move.row, in: move.from, to: move.to)
        case .tap(.startGather):
            perform { [viewModel] in await viewModel.startGather() }
        case .dismissError:
            viewModel.dismissError()
        }
    }
}
