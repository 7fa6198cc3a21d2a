import AppSupport
import CountriesModel
@testable import CountriesVIP
import Foundation

/// Stands in for the Presenter in Interactor tests: every response, in order.
@MainActor
final class CountryListPresenterSpy: CountryListPresentationLogic {
    private(set) var countriesResponses: [CountryList.FetchCountries.Response] = []
    private(set) var deepLinkResponses: [CountryList.OpenDeepLink.Response] = []

    /// The last list presented.
    var last: CountryList.FetchCountries.Response? { countriesResponses.last }

    func presentCountries(response: CountryList.FetchCountries.Response) {
        countriesResponses.append(response)
    }

    func presentDeepLink(response: CountryList.OpenDeepLink.Response) {
        deepLinkResponses.append(response)
    }
}

/// Stands in for the ViewController in Presenter tests: every view model, in order.
@MainActor
final class CountryListDisplayLogicSpy: CountryListDisplayLogic {
    private(set) var countriesViewModels: [CountryList.FetchCountries.ViewModel] = []
    private(set) var deepLinkViewModels: [CountryList.OpenDeepLink.ViewModel] = []

    var last: CountryList.FetchCountries.ViewModel? { countriesViewModels.last }

    func displayCountries(viewModel: CountryList.FetchCountries.ViewModel) {
        countriesViewModels.append(viewModel)
    }

    func displayDeepLink(viewModel: CountryList.OpenDeepLink.ViewModel) {
        deepLinkViewModels.append(viewModel)
    }
}

/// Stands in for the Interactor in ViewController tests: every request, in order.
@MainActor
final class CountryListBusinessLogicSpy: CountryListBusinessLogic {
    enum Request: Equatable {
        case fetchCountries
        case searchCountries(String)
        case selectRegion(Int)
        case cancelLoading
        case openDeepLink(URL)
    }

    private(set) var requests: [Request] = []

    func fetchCountries(request: CountryList.FetchCountries.Request) async { requests.append(.fetchCountries) }
    func searchCountries(request: CountryList.SearchCountries.Request) async { requests.append(.searchCountries(request.text)) }
    func selectRegion(request: CountryList.SelectRegion.Request) async { requests.append(.selectRegion(request.index)) }
    func cancelLoading(request: CountryList.CancelLoading.Request) { requests.append(.cancelLoading) }
    func openDeepLink(request: CountryList.OpenDeepLink.Request) async { requests.append(.openDeepLink(request.url)) }
}

/// Stands in for the Router in ViewController tests: every route, with the row the
/// ViewController had selected when it asked.
@MainActor
final class CountryListRouterSpy: CountryListRoutingLogic, CountryListDataPassing {
    enum Route: Equatable {
        case countryDetails(selectedRow: Int?)
        case deepLinkedCountry
    }

    final class DataStore: CountryListDataStore {
        var countries: [CountrySummary] = []
        var deepLinkedCountry: Details?
    }

    weak var viewController: CountryListViewController?
    let dataStore: any CountryListDataStore = DataStore()
    private(set) var routes: [Route] = []

    func routeToCountryDetails() { routes.append(.countryDetails(selectedRow: viewController?.selectedRow)) }
    func routeToDeepLinkedCountry() { routes.append(.deepLinkedCountry) }
}

/// Stands in for the Worker in Interactor tests: records every call and answers with the
/// result a test sets, so no database is involved. A call whose name is armed on `holds`
/// (`"fetchCountries"`, `"fetchDetails"`) waits there until released, or answers `.cancelled`
/// once its task is cancelled, as a repository call would.
@MainActor
final class CountryListWorkerSpy: CountryListWorkerLogic {
    enum Call: Equatable {
        case fetchCountries(matching: String, in: RegionFilter)
        case fetchDetails(String)
    }

    private(set) var calls: [Call] = []
    var listing: Result<CountryListWorker.Listing, CountriesError> = .success(SampleCountries.listing)
    var details: Result<Details, CountriesError> = .success(SampleCountries.germanyDetails)
    let holds = FaultInjector()

    func fetchCountries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> CountryListWorker.Listing {
        calls.append(.fetchCountries(matching: query, in: region))
        try await hold("fetchCountries")
        return try listing.get()
    }

    func fetchDetails(of alpha3: String) async throws(CountriesError) -> Details {
        calls.append(.fetchDetails(alpha3))
        try await hold("fetchDetails")
        return try details.get()
    }

    private func hold(_ call: String) async throws(CountriesError) {
        do { try await holds.check(call) } catch { throw .cancelled }
    }
}
