import AppSupport
import CountriesModel
import Observation

/// Everything the Country details scene knows.
struct CountryDetailsState: Equatable, Sendable {
    var viewModel: CountryDetailsModels.ViewModel
    var domainState: DomainState

    /// The details of `country`, handed over by the list, a neighbour's row or a deep
    /// link (which has already looked the details up).
    init(country: CountrySummary, details: Loadable<CountryDetails> = .notRequested) {
        viewModel = CountryDetailsModels.ViewModel(name: country.name, details: details)
        domainState = DomainState(country: country)
    }

    struct DomainState: Equatable, Sendable {
        let country: CountrySummary
        var isFavourite = false
    }
}

/// The changes the Country details state goes through.
enum CountryDetailsMutation: Sendable {
    case loadStarted
    case mutateLoad(CountryDetailsModels.Load.Response)
    case cancelLoading
    case mutateToggleFavourite(CountryDetailsModels.ToggleFavourite.Response)
    case showNeighbour(at: Int)
}

protocol CountryDetailsMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: CountryDetailsMutation)
}

protocol HasCountryDetailsDomainState: AnyObject, Sendable {
    @MainActor var domainState: CountryDetailsState.DomainState { get }
}

/// Holds the Country details state. Cancelling the load in flight, opening a neighbour
/// and a failed save's alert go through the Worker.
@MainActor @Observable
final class CountryDetailsStore: CountryDetailsMutatable, HasCountryDetailsDomainState {
    private(set) var state: CountryDetailsState
    @ObservationIgnored private let worker: any CountryDetailsWorkable

    init(initialState: CountryDetailsState, worker: any CountryDetailsWorkable) {
        self.state = initialState
        self.worker = worker
    }

    var domainState: CountryDetailsState.DomainState { state.domainState }

    func execute(_ mutation: CountryDetailsMutation) {
        state = execute(state: state, mutation: mutation)
    }

    func execute(state: CountryDetailsState, mutation: CountryDetailsMutation) -> CountryDetailsState {
        var state = state
        switch mutation {
        case .loadStarted:
            state.viewModel.details = state.viewModel.details.loading()
        case .mutateLoad(let response):
            switch response.result {
            case .success(let loaded):
                state.viewModel.details = .loaded(loaded.details)
                state.setFavourite(loaded.isFavourite)
            case .failure(let error):
                state.viewModel.details = .failed(message: error.localizedDescription)
            }
        case .cancelLoading:
            worker.cancelLoading()
            state.viewModel.details = state.viewModel.details.cancelled()
        case .mutateToggleFavourite(let response):
            switch response.result {
            case .success(let isFavourite): state.setFavourite(isFavourite)
            case .failure(let error): worker.showError(error.localizedDescription)
            }
        case .showNeighbour(let index):
            guard let neighbour = state.viewModel.details.value?.neighbours.element(at: index) else { break }
            worker.showDetails(CountryDetailsState(country: neighbour))
        }
        return state
    }
}

private extension CountryDetailsState {
    mutating func setFavourite(_ isFavourite: Bool) {
        domainState.isFavourite = isFavourite
        viewModel.isFavourite = isFavourite
    }
}
