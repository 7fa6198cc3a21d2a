import AppSupport
import CountriesModel
import Observation

/// Everything the Countries list scene knows.
struct CountryListState: Equatable, Sendable {
    var viewModel = CountryListModels.ViewModel()
    var domainState = DomainState()

    struct DomainState: Equatable, Sendable {
        var searchText = ""
        var regionFilter = RegionFilter.all
        /// The region picker's rows, as last loaded.
        var regionFilters: [RegionFilter] = [.all]
    }
}

/// The changes the Countries list state goes through.
enum CountryListMutation: Sendable {
    case setSearch(String)
    case mutateSelectRegion(CountryListModels.SelectRegion.Response)
    case loadStarted
    case mutateLoad(CountryListModels.Load.Response)
    case cancelLoading
    case showCountry(at: Int)
    case mutateOpenLink(CountryListModels.OpenLink.Response)
}

protocol CountryListMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: CountryListMutation)
}

protocol HasCountryListDomainState: AnyObject, Sendable {
    @MainActor var domainState: CountryListState.DomainState { get }
}

/// Holds the Countries list state. Loads land in one `Loadable`; cancelling the load in
/// flight, opening a country and showing errors go through the Worker.
@MainActor @Observable
final class CountryListStore: CountryListMutatable, HasCountryListDomainState {
    private(set) var state: CountryListState
    @ObservationIgnored private let worker: any CountryListWorkable

    init(initialState: CountryListState, worker: any CountryListWorkable) {
        self.state = initialState
        self.worker = worker
    }

    var domainState: CountryListState.DomainState { state.domainState }

    func execute(_ mutation: CountryListMutation) {
        state = execute(state: state, mutation: mutation)
    }

    func execute(state: CountryListState, mutation: CountryListMutation) -> CountryListState {
        var state = state
        switch mutation {
        case .setSearch(let text):
            state.domainState.searchText = text
            state.viewModel.search = text
        case .mutateSelectRegion(let response):
            state.domainState.regionFilter = response.filter
            state.viewModel.selectedRegion = response.filter
        case .loadStarted:
            state.viewModel.countries = state.viewModel.countries.loading()
        case .mutateLoad(let response):
            switch response.result {
            case .success(let listing):
                state.domainState.regionFilters = listing.regionFilters
                state.viewModel.regions = listing.regionFilters
                state.viewModel.favourites = listing.favourites
                state.viewModel.countries = .loaded(listing.countries)
            case .failure(let error):
                state.viewModel.countries = .failed(message: error.localizedDescription)
            }
        case .cancelLoading:
            worker.cancelLoading()
            state.viewModel.countries = state.viewModel.countries.cancelled()
        case .showCountry(let index):
            guard let country = state.viewModel.countries.value?.element(at: index) else { break }
            worker.showDetails(CountryDetailsState(country: country))
        case .mutateOpenLink(let response):
            switch response.result {
            case .success(let details):
                worker.showDetailsOverList(CountryDetailsState(country: details.country.summary, details: .loaded(details)))
            case .failure(let error):
                worker.showError(error.localizedDescription)
            }
        }
        return state
    }
}
