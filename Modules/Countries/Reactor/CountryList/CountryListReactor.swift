import AppSupport
import CountriesModel
import Observation

/// The Countries list's store: actions in, mutations through the pure reducer, state out.
///
/// Every load asks the Worker for the region filters, the countries matching the search
/// and region, then the favourites (any failure fails the list), and only the latest load
/// may land: a newer one, "Cancel loading" or the screen leaving cancels it.
@MainActor @Observable
final class CountryListReactor: HasCountryListDomainState {
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
        case loadFailed(message: String)
        case loadCancelled
        case showDetails(CountrySummary)
    }

    private(set) var state: CountryListState
    var domainState: CountryListState.DomainState { state.domainState }

    @ObservationIgnored private let worker: any CountryListWorkerProtocol
    /// The load in flight: ReactorKit would `take(until:)` the next load or cancel.
    @ObservationIgnored private let loads = LatestTask()

    init(initialState: CountryListState = CountryListState(), worker: any CountryListWorkerProtocol) {
        state = initialState
        self.worker = worker
    }

    /// Runs `action`: its mutations, reduced into the state one by one as they come.
    @discardableResult
    func send(_ action: Action) -> Task<Void, Never> {
        Task {
            for await mutation in mutate(action) {
                state = Self.reduce(state: state, mutation: mutation)
            }
        }
    }

    /// The side effects of `action`, through the Worker, as the mutations they yield.
    func mutate(_ action: Action) -> AsyncStream<Mutation> {
        let domain = state.domainState
        return .mutations { [self] yield in
            switch action {
            case .appear, .retry:
                await load(domain.searchText, in: domain.regionFilter, yield)
            case .search(let text):
                yield(.setSearch(text))
                await load(text, in: domain.regionFilter, yield)
            case .pickRegion(let index):
                guard let filter = domain.regionFilters.element(at: index) else { return }
                yield(.setRegion(filter))
                await load(domain.searchText, in: filter, yield)
            case .selectRow(let index):
                guard let country = domain.countries.value?.element(at: index) else { return }
                yield(.showDetails(country))
            case .cancelLoading, .disappear:
                loads.cancel()
                yield(.loadCancelled)
            }
        }
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
        case .loadFailed(let message):
            state.updateDomainState { $0.countries = .failed(message: message) }
        case .loadCancelled:
            state.updateDomainState { $0.countries = $0.countries.cancelled() }
        case .showDetails(let country):
            state.route = .details(CountryDetailsState(country: country))
        }
        return state
    }

    /// Starts a load and yields its answer, unless a newer load or a cancel took over.
    private func load(_ query: String, in region: RegionFilter, _ yield: (Mutation) -> Void) async {
        yield(.loadStarted)
        let answer = await loads.value { [worker] in
            await Result { @Sendable () async throws in
                CountryListState.Listing(
                    regionFilters: try await worker.regionFilters(),
                    countries: try await worker.countries(matching: query, in: region),
                    favourites: try await worker.favourites()
                )
            }
        }
        switch answer {
        case .success(let listing): yield(.loaded(listing))
        case .failure(let error): yield(.loadFailed(message: error.localizedDescription))
        case nil: return // overtaken: this answer is stale
        }
    }
}
