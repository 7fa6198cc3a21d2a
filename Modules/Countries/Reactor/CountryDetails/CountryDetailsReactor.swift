import AppSupport
import CountriesModel
import Observation

/// A country's details' store: actions in, mutations through the pure reducer, state out.
///
/// A load asks the Worker for the details, then the favourites (either failing fails the
/// load); only the latest load may land. The favourite mark changes only once the opposite
/// mark is saved; a failed save is an alert pulse.
@MainActor @Observable
final class CountryDetailsReactor {
    /// What the user did on the details.
    enum Action: Equatable, Sendable {
        case appear
        /// The screen has left the stack: its load is of no use any more.
        case disappear
        case retry
        case cancelLoading
        case tapFavourite
        case selectNeighbour(Int)
    }

    /// How the state changes.
    enum Mutation: Equatable, Sendable {
        case loadStarted
        case loaded(CountryDetails, isFavourite: Bool)
        case loadFailed(CountriesError)
        case loadCancelled
        case favouriteSaved(Bool)
        case favouriteFailed(CountriesError)
        case showNeighbour(CountrySummary)
    }

    private(set) var state: CountryDetailsState

    @ObservationIgnored private let worker: any CountryDetailsWorkerProtocol
    /// The load in flight: a newer load or a cancel stops it.
    @ObservationIgnored private let loads = LatestTask()

    init(initialState: CountryDetailsState, worker: any CountryDetailsWorkerProtocol) {
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
        let alpha3 = domain.country.alpha3
        switch action {
        case .appear, .retry:
            apply(.loadStarted)
            let answer = await loads.value { [worker] in
                await Result { @Sendable () async throws(CountriesError) in
                    let details = try await worker.details(of: alpha3)
                    return (details, try await worker.favourites().contains(alpha3))
                }
            }
            switch answer {
            case .success(let (details, isFavourite)): apply(.loaded(details, isFavourite: isFavourite))
            case .failure(let error): apply(.loadFailed(error))
            case nil: return // overtaken: this answer is stale
            }
        case .disappear, .cancelLoading:
            loads.cancel()
            apply(.loadCancelled)
        case .tapFavourite:
            let wanted = !domain.isFavourite
            do throws(CountriesError) {
                try await worker.setFavourite(alpha3, wanted)
                apply(.favouriteSaved(wanted))
            } catch {
                apply(.favouriteFailed(error))
            }
        case .selectNeighbour(let index):
            guard let neighbour = domain.details.value?.neighbours.element(at: index) else { return }
            apply(.showNeighbour(neighbour))
        }
    }

    private func apply(_ mutation: Mutation) {
        state = Self.reduce(state: state, mutation: mutation)
    }

    /// The new state after `mutation`: no side effect, no navigation, no alert (those are pulses).
    nonisolated static func reduce(state: CountryDetailsState, mutation: Mutation) -> CountryDetailsState {
        var state = state
        switch mutation {
        case .loadStarted:
            state.updateDomainState { $0.details = $0.details.loading() }
        case .loaded(let details, let isFavourite):
            state.updateDomainState {
                $0.details = .loaded(details)
                $0.isFavourite = isFavourite
            }
        case .loadFailed(let error):
            state.updateDomainState { $0.details = .failed(error) }
        case .loadCancelled:
            state.updateDomainState { $0.details = $0.details.cancelled() }
        case .favouriteSaved(let isFavourite):
            state.updateDomainState { $0.isFavourite = isFavourite }
        case .favouriteFailed(let error):
            state.errorMessage = error.message
        case .showNeighbour(let neighbour):
            state.route = .details(CountryDetailsState(country: neighbour))
        }
        return state
    }
}
