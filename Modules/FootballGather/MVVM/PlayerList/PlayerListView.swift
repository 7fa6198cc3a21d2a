import FootballGatherUI
import TerminalUI

/// The Players screen: renders ``PlayerListViewModel`` and forwards what the user does to it.
final class PlayerListView: ViewController {
    private let viewModel: PlayerListViewModel

    init(viewModel: PlayerListViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override var screen: Screen {
        PlayerListScreen.make(
            title: viewModel.title,
            mode: viewModel.screenMode,
            rows: viewModel.rows,
            showsEmptyMessage: viewModel.showsEmptyMessage,
            isLoading: viewModel.isLoading,
            alert: viewModel.alert
        )
    }

    override func handle(_ event: Event) {
        switch event {
        case .tap(PlayerListScreen.ID.logout): viewModel.logout()
        case .tap(PlayerListScreen.ID.history): viewModel.showHistory()
        case .tap(PlayerListScreen.ID.select): viewModel.startSelection()
        case .tap(PlayerListScreen.ID.cancel): viewModel.cancelSelection()
        case .tap(PlayerListScreen.ID.addPlayer): viewModel.addPlayer()
        case .tap(PlayerListScreen.ID.confirmPlayers): viewModel.confirmSelection()
        case .select(let path): viewModel.selectPlayer(at: path.row)
        case .delete(let path): viewModel.requestDeletion(at: path.row)
        case .alert(let action):
            perform { [viewModel] in await viewModel.answerAlert(confirmed: ConfirmationAlert.isConfirmed(action)) }
        default: break
        }
    }

    /// The roster may have changed on the screens above (a player added or edited).
    override func viewWillAppear() {
        perform { [viewModel] in await viewModel.loadPlayers() }
    }
}
