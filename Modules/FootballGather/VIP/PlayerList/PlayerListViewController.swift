import FootballGatherUI
import TerminalUI

/// What Players' Presenter asks the screen to show.
@MainActor
protocol PlayerListDisplayLogic: AnyObject {
    /// Draws the roster; an error message shows as the error alert.
    func displayPlayers(viewModel: PlayerList.FetchPlayers.ViewModel)
}

/// The Players screen: what shows is the view model last displayed. Each event becomes one
/// request to the Interactor; what only leads to another scene (a row chosen in list mode,
/// "Confirm players", Add player, History, Logout) is a route, as a segue is.
final class PlayerListViewController: ViewController {
    let interactor: any PlayerListBusinessLogic
    let router: any PlayerListRoutingLogic & PlayerListDataPassing
    /// The row last chosen in list mode, which the Router reads as UIKit's
    /// `indexPathForSelectedRow`.
    private(set) var selectedRow: Int?
    private var viewModel: PlayerList.FetchPlayers.ViewModel?

    init(interactor: any PlayerListBusinessLogic, router: any PlayerListRoutingLogic & PlayerListDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init()
    }

    override var screen: Screen {
        PlayerListScreen.make(
            title: viewModel?.title ?? PlayerListScreen.Text.title,
            mode: viewModel?.mode ?? .list(isSelectEnabled: false),
            rows: viewModel?.rows ?? [],
            showsEmptyMessage: viewModel?.showsEmptyMessage ?? false,
            isLoading: viewModel?.isLoading ?? false,
            alert: viewModel?.alert
        )
    }

    /// Every appearance reloads: the scenes above may have changed the roster.
    override func viewWillAppear() {
        perform { [interactor] in await interactor.fetchPlayers(request: PlayerList.FetchPlayers.Request()) }
    }

    override func handle(_ event: Event) {
        guard let event = PlayerListScreen.Event(event) else { return }
        switch event {
        case .tap(.logout): router.routeToLogin()
        case .tap(.history): router.routeToGatherHistory()
        case .tap(.addPlayer): router.routeToAddPlayer()
        case .tap(.select): interactor.startSelection(request: PlayerList.StartSelection.Request())
        case .tap(.cancel): interactor.cancelSelection(request: PlayerList.CancelSelection.Request())
        case .tap(.confirmPlayers): router.routeToConfirmPlayers()
        case .select(let path): select(row: path.row)
        case .delete(let path): interactor.requestDeletion(request: PlayerList.RequestDeletion.Request(index: path.row))
        case .answer(.yes):
            perform { [interactor] in await interactor.confirmDeletion(request: PlayerList.ConfirmDeletion.Request()) }
        case .answer(.cancel): interactor.cancelDeletion(request: PlayerList.CancelDeletion.Request())
        // The error alert is this screen's own (`displayError(message:)`), and closes itself on "OK".
        case .dismissError: break
        }
    }

    /// As a table in multiple selection ticks where it would segue: in selection mode a row
    /// ticks its player, in list mode it opens them.
    private func select(row: Int) {
        if case .selection? = viewModel?.mode {
            interactor.tickPlayer(request: PlayerList.TickPlayer.Request(index: row))
        } else {
            selectedRow = row
            router.routeToPlayerDetails()
        }
    }
}

extension PlayerListViewController: PlayerListDisplayLogic {
    func displayPlayers(viewModel: PlayerList.FetchPlayers.ViewModel) {
        self.viewModel = viewModel
        setNeedsDisplay()
        displayError(message: viewModel.errorMessage)
    }
}
