import AppSupport
import CountriesModel
import CountriesUI
import Foundation

// MARK: - View

@MainActor
protocol CountryListViewConfigurable: AnyObject {
    /// The rows as the presenter words them, the message instead of them, the loading
    /// indicator and its control.
    func displayCountries(_ rows: [CountryListScreen.Row], message: String?, isLoading: Bool, loadingControl: LoadingControl?)
    /// The region picker's rows and the selected one.
    func displayRegions(_ titles: [String], selectedIndex: Int?)
}

typealias CountryListViewProtocol = CountryListViewConfigurable

// MARK: - Presenter

@MainActor
protocol CountryListPresenterActionable: AnyObject {
    func didChangeSearch(to text: String) async
    func didPickRegion(at index: Int) async
    func didSelectCountry(at index: Int)
}

typealias CountryListPresenterProtocol = LoadablePresenting & CountryListPresenterActionable

/// The list module's way in for `countries://country/<ALPHA3>` links.
@MainActor
protocol CountryListDeepLinkHandling: AnyObject {
    func openDeepLink(_ url: URL) async
}

/// How the interactor answers the presenter.
@MainActor
protocol CountryListPresenterServiceHandler: AnyObject {
    /// The countries matching the search and region, in list order, with the favourites'
    /// alpha-3 codes, from the same load.
    func didLoadCountries(_ countries: [CountrySummary], favourites: Set<String>)
    func didFailToLoad(_ error: CountriesError)
    func didLookUpDeepLink(_ details: CountryDetails)
    func didFailToOpenDeepLink(_ error: CountriesError)
}

// MARK: - Interactor

@MainActor
protocol CountryListInteractorFiltering: AnyObject {
    /// The region picker's choices, as last loaded.
    var regionFilters: [RegionFilter] { get }
    var regionFilter: RegionFilter { get }
    func search(for text: String)
    /// Filters by the region at `index` of ``regionFilters``; false for an index outside them.
    func selectRegion(at index: Int) -> Bool
}

@MainActor
protocol CountryListInteractorServiceRequester: AnyObject {
    /// Loads the list for the current search and region; a load in flight is cancelled.
    func loadCountries() async
    func cancelLoading()
    /// Parses the link and looks its country up, before anything on screen changes.
    func lookUpDeepLink(_ url: URL) async
}

typealias CountryListInteractorProtocol = CountryListInteractorFiltering & CountryListInteractorServiceRequester

// MARK: - Router

@MainActor
protocol CountryListRouterProtocol: AnyObject {
    func showDetails(of country: CountrySummary)
    /// The list with `details` on top, whatever was on screen.
    func showDeepLinkedDetails(_ details: CountryDetails)
    /// A link's error alert: it belongs to no screen, so it shows over whatever is on screen.
    func showLinkError(_ message: String)
}
