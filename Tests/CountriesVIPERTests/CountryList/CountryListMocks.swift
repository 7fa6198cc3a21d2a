import AppSupport
import CountriesModel
import CountriesUI
@testable import CountriesVIPER
import Foundation

final class CountryListViewMock: CountryListViewConfigurable {
    private(set) var rows: [CountryListScreen.Row]?
    private(set) var message: String?
    private(set) var isLoading = false
    private(set) var loadingControl: LoadingControl?
    private(set) var regions: [String] = []
    private(set) var selectedRegion: Int?

    var titles: [String]? { rows?.map(\.title) }

    func displayCountries(_ rows: [CountryListScreen.Row], message: String?, isLoading: Bool, loadingControl: LoadingControl?) {
        self.rows = rows
        self.message = message
        self.isLoading = isLoading
        self.loadingControl = loadingControl
    }

    func displayRegions(_ titles: [String], selectedIndex: Int?) {
        regions = titles
        selectedRegion = selectedIndex
    }
}

final class CountryListInteractorMock: CountryListInteractorProtocol {
    enum Request: Equatable {
        case load
        case cancel
        case lookUp(URL)
    }

    var regionFilters: [RegionFilter] = [.all, .region("Europe")]
    private(set) var regionFilter = RegionFilter.all
    private(set) var searchText = ""
    private(set) var requests: [Request] = []

    func search(for text: String) { searchText = text }

    func selectRegion(at index: Int) -> Bool {
        guard regionFilters.indices.contains(index) else { return false }
        regionFilter = regionFilters[index]
        return true
    }

    func loadCountries() async { requests.append(.load) }
    func cancelLoading() { requests.append(.cancel) }
    func lookUpDeepLink(_ url: URL) async { requests.append(.lookUp(url)) }
}

final class CountryListRouterMock: CountryListRouterProtocol {
    enum Route: Equatable {
        case details(String)
        case deepLinked(String)
        case error(String)
    }

    private(set) var routes: [Route] = []

    func showDetails(of country: CountrySummary) {
        routes.append(.details(country.alpha3))
    }

    func showDeepLinkedDetails(_ details: CountryDetails) {
        routes.append(.deepLinked(details.country.alpha3))
    }

    func showError(_ message: String) {
        routes.append(.error(message))
    }
}

final class CountryListOutputSpy: CountryListPresenterServiceHandler {
    private(set) var loaded: [(countries: [CountrySummary], favourites: Set<String>)] = []
    private(set) var failures: [String] = []
    private(set) var deepLinked: CountryDetails?
    private(set) var deepLinkFailure: String?

    func didLoadCountries(_ countries: [CountrySummary], favourites: Set<String>) { loaded.append((countries, favourites)) }
    func didFailToLoad(_ message: String) { failures.append(message) }
    func didLookUpDeepLink(_ details: CountryDetails) { deepLinked = details }
    func didFailToOpenDeepLink(_ message: String) { deepLinkFailure = message }
}
