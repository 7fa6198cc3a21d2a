import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// What Player details' Presenter asks the screen to show.
@MainActor
protocol PlayerDetailsDisplayLogic: AnyObject {
    func displayPlayer(viewModel: PlayerDetails.FetchPlayer.ViewModel)
}

/// A player's details: what shows is the view model last displayed; a chosen field is a
/// route to its editor.
final class PlayerDetailsViewController: ViewController {
    let interactor: any PlayerDetailsBusinessLogic
    let router: any PlayerDetailsRoutingLogic & PlayerDetailsDataPassing
    /// The field last chosen, which the Router reads as UIKit's `indexPathForSelectedRow`.
    private(set) var selectedField: PlayerField?
    private var viewModel: PlayerDetails.FetchPlayer.ViewModel?

    init(interactor: any PlayerDetailsBusinessLogic, router: any PlayerDetailsRoutingLogic & PlayerDetailsDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init()
    }

    override var screen: Screen {
        viewModel.map { PlayerDetailsScreen.make(title: $0.title, values: $0.values) } ?? super.screen
    }

    override func viewWillAppear() {
        interactor.fetchPlayer(request: PlayerDetails.FetchPlayer.Request())
    }

    override func handle(_ event: Event) {
        guard case .select(let path)? = PlayerDetailsScreen.Event(event), let field = PlayerDetailsScreen.field(at: path) else { return }
        selectedField = field
        router.routeToPlayerEdit()
    }
}

extension PlayerDetailsViewController: PlayerDetailsDisplayLogic {
    func displayPlayer(viewModel: PlayerDetails.FetchPlayer.ViewModel) {
        self.viewModel = viewModel
        setNeedsDisplay()
    }
}
