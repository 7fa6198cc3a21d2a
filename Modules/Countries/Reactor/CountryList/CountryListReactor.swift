import AppSupport
import CountriesModel
import Observation

/// The Countries list's store: actions in, mutations through the pure reducer, state out.
///
/// Every load asks the Worker for the region filters, the countries matching the search
/// and region, then the favourites (any failure fails the list), and only the latest load
/// may land: a newer one, "Cancel loading" or the screen leaving cancels it.
@MainActor @Observable
final class CountryListReactor {
    /// What the user did on the list.
    enum Action: Equatable, Sendable {
        case appear
        /// The screen has left the stack: its load is of no use any more.
        case disappear
        case search(String)
        case pickRegion(Int)
        case selectRow(Int)
        case retry
        case cancelLoading
    }

    /// How the state changes.
    enum Mutation: Equatable, Sendable {
        case setSearch(String)
        case setRegion(RegionFilter)
        case loadStarted
        case loaded(CountryListState.Listing)
        case loadFailed(CountriesError)
        case loadCancelled
        case showDetails(CountrySummary)
    }

    private(set) var state: CountryListState

    @ObservationIgnored private let worker: any CountryListWorkerProtocol
    /// The load in flight: ReactorKit would `take(until:)` the next load or cancel.
    @ObservationIgnored private let loads = LatestTask()

    init(initialState: CountryListState = CountryListState(), worker: any CountryListWorkerProtocol) {
        state = initialState
        self.worker = worker
    }

    /// Runs `action`: ReactorKit's `action.flatMap(mutate).scan(reduce)`, on async/await.
    @discardableResult
    func send(_ action: Action) -> Task<Void, Never> {
        Task { await mutate(action) }
    }

    /// The side effects of `action`, through the Worker, each mutation applied as it is known.
    private func mutate(_ action: Action) async {
        let domain = state.domainState
        switch action {
        case .appear, .retry:
            await load(domain.searchText, in: domain.regionFilter)
        case .search(let text):
            apply(.setSearch(text))
            await load(text, in: domain.regionFilter)
        case .pickRegion(let index):
            guard let filter = domain.regionFilters.element(at: index) else { return }
            apply(.setRegion(filter))
            await load(domain.searchText, in: filter)
        case .selectRow(let index):
            guard let country = domain.countries.value?.element(at: index) else { return }
            apply(.showDetails(country))
        case .cancelLoading, .disappear:
            loads.cancel()
            apply(.loadCancelled)
        }
    }

    private func apply(_ mutation: Mutation) {
        state = Self.reduce(state: state, mutation: mutation)
    }

    /// The new state after `mutation`: no side effect, no navigation (the route is a pulse).
    nonisolated static func reduce(state: CountryListState, mutation: Mutation) -> CountryListState {
        var state = state
        switch mutation {
        case .setSearch(let text):
            state.updateDomainState { $0.searchText = text }
        case .setRegion(let filter):
            state.updateDomainState { $0.regionFilter = filter }
        case .loadStarted:
            state.updateDomainState { $0.countries = $0.countries.loading() }
        case .loaded(let listing):
            state.updateDomainState {
                $0.regionFilters = listing.regionFilters
                $0.favourites = listing.favourites
                $0.countries = .loaded(listing.countries)
            }
        case .loadFailed(let error):
            state.updateDomainState { $0.countries = .failed(error) }
        case .loadCancelled:
            state.updateDomainState { $0.countries = $0.countries.cancelled() }
        case .showDetails(let country):
            state.route = .details(CountryDetailsState(country: country))
        }
        return state
    }

    /// Starts a load and applies its answer, unless a newer load or a cancel took over.
    private func load(_ query: String, in region: RegionFilter) async {
        apply(.loadStarted)
        let answer = await loads.value { [worker] in
            await Result { @Sendable () async throws(CountriesError) in
                CountryListState.Listing(
                    regionFilters: try await worker.regionFilters(),
                    countries: try await worker.countries(matching: query, in: region),
                    favourites: try await worker.favourites()
                )
            }
        }
        switch answer {
        case .success(let listing): apply(.loaded(listing))
        case .failure(let error): apply(.loadFailed(error))
        case nil: return // overtaken: this answer is stale
        }
    }
}
