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
        guard let event = PlayerListScreen.Event(event) else { return }
        switch event {
        case .tap(.logout): viewModel.logout()
        case .tap(.history): viewModel.showHistory()
        case .tap(.select): viewModel.startSelection()
        case .tap(.cancel): viewModel.cancelSelection()
        case .tap(.addPlayer): viewModel.addPlayer()
        case .tap(.confirmPlayers): viewModel.confirmSelection()
        case .select(let path): viewModel.selectPlayer(at: path.row)
        case .delete(let path): viewModel.requestDeletion(at: path.row)
        case .answer(let answer): perform { [viewModel] in await viewModel.answerAlert(answer) }
        case .dismissError: viewModel.dismissError()
        }
    }

    /// The roster may have changed on the screens above (a player added or edited).
    override func viewWillAppear() {
        perform { [viewModel] in await viewModel.loadPlayers() }
    }
}
