import AppSupport
import CountriesModel
import CountriesUI
import Observation

/// Everything the Countries list scene knows.
struct CountryListState: Equatable, Sendable {
    var domainState = DomainState()

    struct DomainState: Equatable, Sendable {
        var searchText = ""
        var regionFilter = RegionFilter.all
        /// The region picker's rows, as last loaded.
        var regionFilters: [RegionFilter] = [.all]
        var countries: Loadable<[CountrySummary], CountriesError> = .notRequested
        /// The favourites' alpha-3 codes, as last loaded.
        var favourites: Set<String> = []
    }
}

/// The changes the Countries list state goes through.
enum CountryListMutation: Sendable {
    case setSearch(String)
    case mutateSelectRegion(CountryListModels.SelectRegion.Response)
    case loadStarted
    case mutateLoad(CountryListModels.Load.Response)
    case cancelLoading
}

protocol CountryListMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: CountryListMutation)
}

protocol HasCountryListDomainState: AnyObject, Sendable {
    @MainActor var domainState: CountryListState.DomainState { get }
}

/// Holds the Countries list state, where loads land in one `Loadable`, and maps it for the
/// screen: the rows with their favourite mark and population, the picker's rows, the
/// message instead of rows, and the loading button.
@MainActor @Observable
final class CountryListStore: CountryListMutatable, HasCountryListDomainState {
    private(set) var state: CountryListState

    init(initialState: CountryListState) {
        self.state = initialState
    }

    var domainState: CountryListState.DomainState { state.domainState }

    /// The screen's display values.
    var viewModel: CountryListModels.ViewModel { Self.viewModel(of: state) }

    func execute(_ mutation: CountryListMutation) {
        state = Self.execute(state: state, mutation: mutation)
    }

    nonisolated static func execute(state: CountryListState, mutation: CountryListMutation) -> CountryListState {
        var state = state
        switch mutation {
        case .setSearch(let text):
            state.domainState.searchText = text
        case .mutateSelectRegion(let response):
            state.domainState.regionFilter = response.filter
        case .loadStarted:
            state.domainState.countries = state.domainState.countries.loading()
        case .mutateLoad(let response):
            switch response.result {
            case .success(let listing):
                state.domainState.regionFilters = listing.regionFilters
                state.domainState.favourites = listing.favourites
                state.domainState.countries = .loaded(listing.countries)
            case .failure(let error):
                state.domainState.countries = .failed(error)
            }
        case .cancelLoading:
            state.domainState.countries = state.domainState.countries.cancelled()
        }
        return state
    }

    nonisolated static func viewModel(of state: CountryListState) -> CountryListModels.ViewModel {
        let domainState = state.domainState
        let countries = domainState.countries
        let noMatches = countries.value?.isEmpty == true ? CountryListScreen.Text.noMatches : nil
        return CountryListModels.ViewModel(
            search: domainState.searchText,
            regions: domainState.regionFilters.map(regionTitle),
            selectedRegion: domainState.regionFilters.firstIndex(of: domainState.regionFilter),
            rows: (countries.value ?? []).map { row(of: $0, isFavourite: domainState.favourites.contains($0.alpha3)) },
            message: CountryFormatter.message(of: countries) ?? noMatches,
            isLoading: countries.isLoading,
            loadingControl: CountryFormatter.loadingControl(of: countries)
        )
    }

    /// A picker row: "All", the region's name, or "No region".
    nonisolated static func regionTitle(_ filter: RegionFilter) -> String {
        switch filter {
        case .all: "All"
        case .region(let name): name
        case .noRegion: "No region"
        }
    }

    private nonisolated static func row(of country: CountrySummary, isFavourite: Bool) -> CountryListScreen.Row {
        CountryListScreen.Row(
            alpha3: country.alpha3,
            title: CountryFormatter.title(of: country) + (isFavourite ? CountryListScreen.Text.favouriteMark : ""),
            detail: country.population > 0 ? "Population \(CountryFormatter.grouped(country.population))" : "Population unknown"
        )
    }
}
