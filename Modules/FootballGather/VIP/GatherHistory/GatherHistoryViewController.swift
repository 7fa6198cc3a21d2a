import FootballGatherUI
import TerminalUI

/// What History's Presenter asks the screen to show.
@MainActor
protocol GatherHistoryDisplayLogic: AnyObject {
    /// Draws the history; an error message shows as the error alert.
    func displayGathers(viewModel: GatherHistory.FetchGathers.ViewModel)
}

/// The History screen: the view model last displayed.
final class GatherHistoryViewController: ViewController {
    let interactor: any GatherHistoryBusinessLogic
    let router: any GatherHistoryRoutingLogic & GatherHistoryDataPassing
    private var viewModel: GatherHistory.FetchGathers.ViewModel?

    init(interactor: any GatherHistoryBusinessLogic, router: any GatherHistoryRoutingLogic & GatherHistoryDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init()
    }

    override var screen: Screen {
        GatherHistoryScreen.make(
            rows: viewModel?.rows ?? [],
            showsEmptyMessage: viewModel?.showsEmptyMessage ?? false,
            isLoading: viewModel?.isLoading ?? false
        )
    }

    /// Nothing opens above History: it loads once.
    override func viewWillAppear() {
        perform { [interactor] in await interactor.fetchGathers(request: GatherHistory.FetchGathers.Request()) }
    }

    // The error alert is this screen's own (`displayError(message:)`), and closes itself on "OK": History handles no event.
}

extension GatherHistoryViewController: GatherHistoryDisplayLogic {
    func displayGathers(viewModel: GatherHistory.FetchGathers.ViewModel) {
        self.viewModel = viewModel
        setNeedsDisplay()
        displayError(message: viewModel.errorMessage)
    }
}
