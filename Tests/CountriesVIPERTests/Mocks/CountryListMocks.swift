import AppSupport
import CountriesModel
@testable import CountriesVIPER
import Foundation

final class CountryListViewMock: CountryListViewConfigurable {
    private(set) var countries: Loadable<[CountrySummary]>?
    private(set) var favourites: Set<String> = []
    private(set) var regions: [RegionFilter] = []
    private(set) var selectedRegion: RegionFilter?

    func displayCountries(_ countries: Loadable<[CountrySummary]>, favourites: Set<String>) {
        self.countries = countries
        self.favourites = favourites
    }

    func displayRegions(_ regions: [RegionFilter], selected: RegionFilter) {
        self.regions = regions
        selectedRegion = selected
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
    private(set) var loaded: [CountryListContent] = []
    private(set) var failures: [String] = []
    private(set) var deepLinked: CountryDetails?
    private(set) var deepLinkFailure: String?

    func didLoad(_ content: CountryListContent) { loaded.append(content) }
    func didFailToLoad(_ message: String) { failures.append(message) }
    func didLookUpDeepLink(_ details: CountryDetails) { deepLinked = details }
    func didFailToOpenDeepLink(_ message: String) { deepLinkFailure = message }
}
