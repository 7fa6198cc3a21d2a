import FootballGatherUI
import TerminalUI

/// The Players screen, passive: it shows the title, mode, rows and alert the presenter
/// words, and forwards every tap, row and alert answer.
final class PlayerListView: PassiveView {
    let presenter: any PlayerListPresenterProtocol
    // What the screen shows until the presenter configures it.
    private var title = PlayerListScreen.Text.title
    private var mode = PlayerListScreen.Mode.list(isSelectEnabled: false)
    private var rows: [PlayerListScreen.Row] = []
    private var showsEmptyMessage = false
    private var alert: PlayerListScreen.Alert?

    init(presenter: any PlayerListPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override var screen: Screen {
        PlayerListScreen.make(
            title: title,
            mode: mode,
            rows: rows,
            showsEmptyMessage: showsEmptyMessage,
            isLoading: isLoading,
            alert: alert
        )
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        perform { [presenter] in await presenter.viewWillAppear() }
    }

    override func handle(_ event: Event) {
        guard let event = PlayerListScreen.Event(event) else { return }
        switch event {
        case .tap(let button): didTap(button)
        case .select(let path): presenter.didSelectRow(at: path.row)
        case .delete(let path): presenter.didSwipeToDeleteRow(at: path.row)
        // The alert's own buttons, as a `UIAlertController`'s actions would call back.
        case .answer(.yes): perform { [presenter] in await presenter.didConfirmDeletion() }
        case .answer(.cancel): presenter.didCancelDeletion()
        // The error alert answers itself (``PassiveView/handleError(_:)``).
        case .dismissError: break
        }
    }

    /// The bar and bottom buttons, each wired to its presenter method like an IBAction.
    private func didTap(_ button: PlayerListScreen.Button) {
        switch button {
        case .logout: presenter.didTapLogout()
        case .history: presenter.didTapHistory()
        case .select: presenter.didTapSelect()
        case .cancel: presenter.didTapCancel()
        case .addPlayer: presenter.didTapAddPlayer()
        case .confirmPlayers: presenter.didTapConfirmPlayers()
        }
    }
}

extension PlayerListView: PlayerListViewConfigurable {
    func displayRoster(title: String, mode: PlayerListScreen.Mode, rows: [PlayerListScreen.Row], showsEmptyMessage: Bool) {
        self.title = title
        self.mode = mode
        self.rows = rows
        self.showsEmptyMessage = showsEmptyMessage
        setNeedsDisplay()
    }
}

extension PlayerListView: PlayerListViewAlerting {
    func displayConfirmation(_ alert: PlayerListScreen.Alert?) {
        self.alert = alert
        setNeedsDisplay()
    }
}
