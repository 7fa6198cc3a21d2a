import AppSupport
import CountriesModel

/// The Countries list scene's use cases.
enum CountryListUseCase: Sendable {
    case load(CountryListModels.Load.Request)
    case selectRegion(CountryListModels.SelectRegion.Request)
    case cancelLoading(CountryListModels.CancelLoading.Request)
    case showCountry(CountryListModels.ShowCountry.Request)
    case openLink(CountryListModels.OpenLink.Request)
}

protocol CountryListInteractable: Sendable {
    func execute(_ useCase: CountryListUseCase) async
}

/// Answers "which countries match the search and region?" (regions, countries, then
/// favourites: any failure fails the list), opens the country of a row, and follows deep
/// links by looking the country up before anything on screen changes.
final class CountryListInteractor: CountryListInteractable {
    private let store: any CountryListMutatable & HasCountryListDomainState
    private let worker: any CountryListWorkable

    init(store: any CountryListMutatable & HasCountryListDomainState, worker: any CountryListWorkable) {
        self.store = store
        self.worker = worker
    }

    func execute(_ useCase: CountryListUseCase) async {
        switch useCase {
        case .load:
            await store.execute(.loadStarted)
            let question = await store.domainState
            let answer = await worker.latest { [worker] in
                await Result { () async throws(CountriesError) in
                    CountryListModels.Listing(
                        regionFilters: try await worker.regionFilters(),
                        countries: try await worker.countries(matching: question.searchText, in: question.regionFilter),
                        favourites: try await worker.favourites()
                    )
                }
            }
            // Nil: a newer load or "Cancel loading" took over; this answer is stale.
            guard let answer else { return }
            await store.execute(.mutateLoad(.init(result: answer)))

        case .selectRegion(let request):
            guard let filter = await store.domainState.regionFilters.element(at: request.index) else { return }
            await store.execute(.mutateSelectRegion(.init(filter: filter)))
            await execute(.load(.init()))

        case .cancelLoading:
            await cancelLoading()

        case .showCountry(let request):
            guard let country = await store.domainState.countries.value?.element(at: request.index) else { return }
            await worker.showDetails(CountryDetailsState(country: country))

        case .openLink(let request):
            let result = await Result { () async throws(CountriesError) in
                switch try CountriesDeepLink(url: request.url) {
                case .country(let alpha3): try await worker.details(of: alpha3)
                }
            }
            switch result {
            case .success(let details):
                await worker.showDetailsOverList(CountryDetailsState(country: details.country.summary, details: .loaded(details)))
            case .failure(let error):
                await worker.showLinkError(error.message)
            }
        }
    }

    /// Stops the load in flight and puts back what the list showed, in one main-actor turn.
    @MainActor
    private func cancelLoading() {
        worker.cancelLoading()
        store.execute(.cancelLoading)
    }
}
