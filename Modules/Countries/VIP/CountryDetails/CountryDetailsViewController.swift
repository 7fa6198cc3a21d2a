import CountriesUI
import TerminalUI

/// What the details' Presenter asks the screen to show.
@MainActor
protocol CountryDetailsDisplayLogic: AnyObject {
    /// Draws the details; an error message shows as the error alert.
    func displayDetails(viewModel: CountryDetails.FetchDetails.ViewModel)
}

/// A country's details: what shows is the view model last displayed. Each event becomes one
/// request to the Interactor, and a chosen neighbour a route.
final class CountryDetailsViewController: ViewController {
    let interactor: any CountryDetailsBusinessLogic
    let router: any CountryDetailsRoutingLogic & CountryDetailsDataPassing
    /// The neighbour last chosen, by its place in the list, which the Router reads as
    /// UIKit's `indexPathForSelectedRow`.
    private(set) var selectedNeighbour: Int?
    private var viewModel: CountryDetails.FetchDetails.ViewModel?

    init(interactor: any CountryDetailsBusinessLogic, router: any CountryDetailsRoutingLogic & CountryDetailsDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init()
    }

    override var screen: Screen {
        CountryDetailsScreen.make(
            title: viewModel?.title ?? "",
            content: viewModel?.content,
            message: viewModel?.message,
            isLoading: viewModel?.isLoading ?? false,
            loadingControl: viewModel?.loadingControl
        )
    }

    /// Every appearance reloads, so a favourite changed deeper in the stack shows on the way back.
    override func viewWillAppear() {
        perform { [interactor] in await interactor.fetchDetails(request: CountryDetails.FetchDetails.Request()) }
    }

    /// Off the stack, the load is of no use any more; a favourite being saved still lands.
    override func viewDidDisappear() {
        interactor.cancelLoading(request: CountryDetails.CancelLoading.Request())
    }

    override func handle(_ event: Event) {
        guard let event = CountryDetailsScreen.Event(event) else { return }
        switch event {
        case .tap(.favourite):
            perform { [interactor] in await interactor.toggleFavourite(request: CountryDetails.ToggleFavourite.Request()) }
        case .select(let path):
            guard let index = CountryDetailsScreen.neighbourIndex(at: path) else { return }
            selectedNeighbour = index
            router.routeToNeighbour()
        case .loading(.retry):
            perform { [interactor] in await interactor.fetchDetails(request: CountryDetails.FetchDetails.Request()) }
        case .loading(.cancelLoading):
            interactor.cancelLoading(request: CountryDetails.CancelLoading.Request())
        case .dismissError:
            // The error alert is this screen's own (`displayError(message:)`), and closes itself on "OK".
            break
        }
    }
}

extension CountryDetailsViewController: CountryDetailsDisplayLogic {
    func displayDetails(viewModel: CountryDetails.FetchDetails.ViewModel) {
        self.viewModel = viewModel
        setNeedsDisplay()
        displayError(message: viewModel.errorMessage)
    }
}
