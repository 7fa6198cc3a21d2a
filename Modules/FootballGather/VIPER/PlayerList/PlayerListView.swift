import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// The Players screen, passive: it shows the roster and the mode the presenter sets, and
/// forwards every tap, row and alert answer.
final class PlayerListView: PassiveView {
    let presenter: any PlayerListPresenterProtocol
    /// Nil until the presenter shows a loaded roster.
    private var players: [Player]?
    private var mode = PlayerListScreen.LegacyMode.list
    private var isConfirmingDeletion = false

    init(presenter: any PlayerListPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override var screen: Screen {
        PlayerListScreen.make(
            players: players,
            mode: mode,
            isLoading: isLoading,
            errorMessage: errorMessage,
            isConfirmingDeletion: isConfirmingDeletion
        )
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        perform { [presenter] in await presenter.viewWillAppear() }
    }

    override func handle(_ event: Event) {
        switch event {
        case .tap(let buttonID): didTapButton(buttonID)
        case .select(let path): presenter.didSelectRow(at: path.row)
        case .delete(let path): presenter.didSwipeToDeleteRow(at: path.row)
        case .alert(let action): answerDeleteConfirmation(action)
        default: break
        }
    }

    /// The bar and bottom buttons, each wired to its presenter method like an IBAction.
    private func didTapButton(_ buttonID: String) {
        switch buttonID {
        case PlayerListScreen.ID.logout: presenter.didTapLogout()
        case PlayerListScreen.ID.history: presenter.didTapHistory()
        case PlayerListScreen.ID.select: presenter.didTapSelect()
        case PlayerListScreen.ID.cancel: presenter.didTapCancel()
        case PlayerListScreen.ID.addPlayer: presenter.didTapAddPlayer()
        case PlayerListScreen.ID.confirmPlayers: presenter.didTapConfirmPlayers()
        default: break
        }
    }

    /// The confirmation's own buttons, as a `UIAlertController`'s actions would call back.
    private func answerDeleteConfirmation(_ action: String) {
        guard !dismissErrorAlert(), isConfirmingDeletion else { return }
        isConfirmingDeletion = false
        setNeedsDisplay()
        if ConfirmationAlert.isConfirmed(action) {
            perform { [presenter] in await presenter.didConfirmDeletion() }
        } else {
            presenter.didCancelDeletion()
        }
    }
}

extension PlayerListView: PlayerListViewConfigurable {
    func displayPlayers(_ players: [Player]) {
        self.players = players
        setNeedsDisplay()
    }

    func displayListMode() {
        mode = .list
        setNeedsDisplay()
    }

    func displaySelectionMode(selectedIDs: Set<Int64>, canConfirm: Bool) {
        mode = .selection(selectedIDs: selectedIDs, canConfirm: canConfirm)
        setNeedsDisplay()
    }
}

extension PlayerListView: PlayerListViewConfirmable {
    func displayDeleteConfirmation() {
        isConfirmingDeletion = true
        setNeedsDisplay()
    }
}
