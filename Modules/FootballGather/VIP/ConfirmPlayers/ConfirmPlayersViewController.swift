import FootballGatherUI
import TerminalUI

/// What Confirm players' Presenter asks the screen to show.
@MainActor
protocol ConfirmPlayersDisplayLogic: AnyObject {
    func displayLineUp(viewModel: ConfirmPlayers.FetchLineUp.ViewModel)
    func displayLoading(viewModel: ConfirmPlayers.Loading.ViewModel)
    func displayStartedGather(viewModel: ConfirmPlayers.StartGather.ViewModel)
}

/// The Confirm players screen: the line-up last displayed; moves and "Start Gather" go to
/// the Interactor.
final class ConfirmPlayersViewController: ViewController {
    let interactor: any ConfirmPlayersBusinessLogic
    let router: any ConfirmPlayersRoutingLogic & ConfirmPlayersDataPassing
    private var viewModel: ConfirmPlayers.FetchLineUp.ViewModel?
    private var isLoading = false

    init(interactor: any ConfirmPlayersBusinessLogic, router: any ConfirmPlayersRoutingLogic & ConfirmPlayersDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init()
    }

    override var screen: Screen {
        ConfirmPlayersScreen.make(
            bench: viewModel?.bench ?? [],
            teamA: viewModel?.teamA ?? [],
            teamB: viewModel?.teamB ?? [],
            isStartEnabled: viewModel?.isStartEnabled ?? false,
            isLoading: isLoading
        )
    }

    override func viewWillAppear() {
        interactor.fetchLineUp(request: ConfirmPlayers.FetchLineUp.Request())
    }

    override func handle(_ event: Event) {
        guard let event = ConfirmPlayersScreen.Event(event) else { return }
        switch event {
        case .move(let path, let section):
            guard let move = ConfirmPlayersScreen.move(from: path, toSection: section) else { return }
            interactor.movePlayer(request: ConfirmPlayers.MovePlayer.Request(row: move.row, from: move.from, to: move.to))
        case .tap(.startGather):
            perform { [interactor] in await interactor.startGather(request: ConfirmPlayers.StartGather.Request()) }
        // The error alert is this screen's own (`displayError(message:)`), and closes itself on "OK".
        case .dismissError:
            break
        }
    }
}

extension ConfirmPlayersViewController: ConfirmPlayersDisplayLogic {
    func displayLineUp(viewModel: ConfirmPlayers.FetchLineUp.ViewModel) {
        self.viewModel = viewModel
        setNeedsDisplay()
    }

    func displayLoading(viewModel: ConfirmPlayers.Loading.ViewModel) {
        isLoading = viewModel.isLoading
        setNeedsDisplay()
    }

    /// Routes on, or shows why the screen stays.
    func displayStartedGather(viewModel: ConfirmPlayers.StartGather.ViewModel) {
        if viewModel.errorMessage == nil {
            router.routeToGather()
        } else {
            displayError(message: viewModel.errorMessage)
        }
    }
}
