import CountriesUI
import Foundation
import TerminalUI

/// What the list's Presenter asks the screen to show.
@MainActor
protocol CountryListDisplayLogic: AnyObject {
    func displayCountries(viewModel: CountryList.FetchCountries.ViewModel)
    /// Routes to the country the link names, or shows why it leads nowhere.
    func displayDeepLink(viewModel: CountryList.OpenDeepLink.ViewModel)
}

/// The Countries list. The search field keeps what is typed; everything else on screen is
/// the view model last displayed. Each event becomes one request to the Interactor, and a
/// chosen row a route.
final class CountryListViewController: ViewController {
    let interactor: any CountryListBusinessLogic
    let router: any CountryListRoutingLogic & CountryListDataPassing
    private(set) var searchText = ""
    /// The row last chosen, which the Router reads as UIKit's `indexPathForSelectedRow`.
    private(set) var selectedRow: Int?
    private var viewModel = CountryList.FetchCountries.ViewModel(
        regions: [], selectedRegion: nil, rows: [], message: nil, isLoading: false, loadingControl: nil
    )

    init(interactor: any CountryListBusinessLogic, router: any CountryListRoutingLogic & CountryListDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init()
    }

    override var screen: Screen {
        CountryListScreen.make(
            search: searchText,
            regions: viewModel.regions,
            selectedRegion: viewModel.selectedRegion,
            rows: viewModel.rows,
            message: viewModel.message,
            isLoading: viewModel.isLoading,
            loadingControl: viewModel.loadingControl
        )
    }

    /// Every appearance reloads, so a favourite changed deeper in the stack shows on the way back.
    override func viewWillAppear() {
        perform { [interactor] in await interactor.fetchCountries(request: CountryList.FetchCountries.Request()) }
    }

    override func viewDidDisappear() {
        interactor.cancelLoading(request: CountryList.CancelLoading.Request())
    }

    override func handle(_ event: Event) {
        guard let event = CountryListScreen.Event(event) else { return }
        switch event {
        case .edit(.search, let text):
            searchText = text
            perform { [interactor] in await interactor.searchCountries(request: CountryList.SearchCountries.Request(text: text)) }
        case .pick(.region, let row):
            perform { [interactor] in await interactor.selectRegion(request: CountryList.SelectRegion.Request(index: row)) }
        case .select(let path):
            selectedRow = CountryListScreen.rowIndex(at: path)
            router.routeToCountryDetails()
        case .loading(.retry):
            perform { [interactor] in await interactor.fetchCountries(request: CountryList.FetchCountries.Request()) }
        case .loading(.cancelLoading):
            interactor.cancelLoading(request: CountryList.CancelLoading.Request())
        }
    }

    /// A link the app was asked to open: the scene's to follow, like any other event.
    func openDeepLink(_ url: URL) async {
        await interactor.openDeepLink(request: CountryList.OpenDeepLink.Request(url: url))
    }
}

extension CountryListViewController: CountryListDisplayLogic {
    func displayCountries(viewModel: CountryList.FetchCountries.ViewModel) {
        self.viewModel = viewModel
        setNeedsDisplay()
    }

    func displayDeepLink(viewModel: CountryList.OpenDeepLink.ViewModel) {
        if let message = viewModel.errorMessage {
            showLinkError(message)
        } else {
            router.routeToDeepLinkedCountry()
        }
    }

    /// A link's error belongs to no screen (the app was asked to open it, wherever the user
    /// was): it shows over whatever is on screen, as the app delegate would present it on the
    /// top view controller.
    private func showLinkError(_ message: String) {
        navigationController?.presentAlert(.error(message))
    }
}
