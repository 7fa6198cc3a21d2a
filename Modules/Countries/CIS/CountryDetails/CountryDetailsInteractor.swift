import AppSupport
import CountriesModel

/// The Country details scene's use cases.
enum CountryDetailsUseCase: Sendable {
    case load(CountryDetailsModels.Load.Request)
    case toggleFavourite(CountryDetailsModels.ToggleFavourite.Request)
    case cancelLoading(CountryDetailsModels.CancelLoading.Request)
    case showNeighbour(CountryDetailsModels.ShowNeighbour.Request)
}

protocol CountryDetailsInteractable: Sendable {
    func execute(_ useCase: CountryDetailsUseCase) async
}

/// Fetches the country's details, then whether it is a favourite (either failing fails
/// the load), and saves the opposite favourite mark; the mark changes only once saved,
/// and a failed save is the Worker's error alert. Opens a neighbour's details.
final class CountryDetailsInteractor: CountryDetailsInteractable {
    private let store: any CountryDetailsMutatable & HasCountryDetailsDomainState
    private let worker: any CountryDetailsWorkable

    init(store: any CountryDetailsMutatable & HasCountryDetailsDomainState, worker: any CountryDetailsWorkable) {
        self.store = store
        self.worker = worker
    }

    func execute(_ useCase: CountryDetailsUseCase) async {
        let domainState = await store.domainState
        let alpha3 = domainState.country.alpha3
        switch useCase {
        case .load:
            await store.execute(.loadStarted)
            guard let result = await worker.latest({ [worker] in await Self.fetch(alpha3, from: worker) }) else {
                return // a newer load or "Cancel loading" took over
            }
            await store.execute(.mutateLoad(.init(result: result)))

        case .toggleFavourite:
            let wanted = !domainState.isFavourite
            let saved = await Result { () async throws(CountriesError) in
                try await worker.setFavourite(alpha3, wanted)
                return wanted
            }
            await store.execute(.mutateToggleFavourite(.init(result: saved)))
            if case .failure(let error) = saved { await worker.showError(error.message) }

        case .cancelLoading:
            await cancelLoading()

        case .showNeighbour(let request):
            guard let neighbour = domainState.details.value?.neighbours.element(at: request.index) else { return }
            await worker.showDetails(CountryDetailsState(country: neighbour))
        }
    }

    /// Stops the load in flight and puts back what the screen showed, in one main-actor turn.
    @MainActor
    private func cancelLoading() {
        worker.cancelLoading()
        store.execute(.cancelLoading)
    }

    private static func fetch(
        _ alpha3: String,
        from worker: any CountryDetailsWorkable
    ) async -> Result<CountryDetailsModels.Loaded, CountriesError> {
        await Result { () async throws(CountriesError) in
            let details = try await worker.details(of: alpha3)
            let favourites = try await worker.favourites()
            return CountryDetailsModels.Loaded(details: details, isFavourite: favourites.contains(alpha3))
        }
    }
}
