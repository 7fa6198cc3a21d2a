import FootballGatherUI
import TerminalUI

/// What Players' Presenter asks the screen to show.
@MainActor
protocol PlayerListDisplayLogic: AnyObject {
    func displayPlayers(viewModel: PlayerList.FetchPlayers.ViewModel)
    func displaySelectedPlayer(viewModel: PlayerList.SelectPlayer.ViewModel)
    func displayConfirmedSelection(viewModel: PlayerList.ConfirmSelection.ViewModel)
    func displayError(viewModel: PlayerList.Failure.ViewModel)
}

/// The Players screen: what shows is the view model last displayed. Each event becomes one
/// request to the Interactor; the buttons that only leave (Add player, History, Logout) are
/// routes.
final class PlayerListViewController: ViewController {
    let interactor: any PlayerListBusinessLogic
    let router: any PlayerListRoutingLogic & PlayerListDataPassing
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
        case .tap(.select): interactor.startSelection(request: PlayerList.ChangeMode.Request())
        case .tap(.cancel): interactor.cancelSelection(request: PlayerList.ChangeMode.Request())
        case .tap(.confirmPlayers): interactor.confirmSelection(request: PlayerList.ConfirmSelection.Request())
        case .select(let path): interactor.selectPlayer(request: PlayerList.SelectPlayer.Request(index: path.row))
        case .delete(let path): interactor.requestDeletion(request: PlayerList.RequestDeletion.Request(index: path.row))
        case .answer(.yes):
            perform { [interactor] in await interactor.confirmDeletion(request: PlayerList.DeletePlayer.Request()) }
        case .answer(.cancel): interactor.cancelDeletion(request: PlayerList.DeletePlayer.Request())
        // The error alert is the stack's, and closes itself on "OK".
        case .dismissError: break
        }
    }
}

extension PlayerListViewController: PlayerListDisplayLogic {
    func displayPlayers(viewModel: PlayerList.FetchPlayers.ViewModel) {
        self.viewModel = viewModel
        setNeedsDisplay()
    }

    func displaySelectedPlayer(viewModel: PlayerList.SelectPlayer.ViewModel) {
        router.routeToPlayerDetails()
    }

    func displayConfirmedSelection(viewModel: PlayerList.ConfirmSelection.ViewModel) {
        router.routeToConfirmPlayers()
    }

    /// Over the screen, as a presented `UIAlertController` would be.
    func displayError(viewModel: PlayerList.Failure.ViewModel) {
        navigationController?.presentAlert(.error(viewModel.message))
    }
}
