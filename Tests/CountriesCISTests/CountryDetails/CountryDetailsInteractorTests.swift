import AppSupport
@testable import CountriesCIS
import CountriesModel
import CountriesTestSupport
import Testing

/// The Country details Interactor driven directly, with the Worker spy: the order of its
/// calls and what it hands the Store.
@MainActor @Suite struct CountryDetailsInteractorTests {
    let worker = CountriesWorkerSpy()
    let store: CountryDetailsStore
    let interactor: CountryDetailsInteractor

    init() {
        store = CountryDetailsStore(initialState: CountryDetailsState(country: Atlas.germany))
        interactor = CountryDetailsInteractor(store: store, worker: worker)
    }

    @Test func aFailedDetailsCallSkipsTheFavourites() async {
        worker.log.answer { $0.details = .failure(.unknownCountry("DEU")) }

        await interactor.execute(.load(.init()))

        #expect(worker.calls == [.details(of: "DEU")])
    }

    @Test func theFavouriteAsksForTheOppositeOfTheDomainState() async {
        await interactor.execute(.toggleFavourite(.init()))
        await interactor.execute(.toggleFavourite(.init()))

        #expect(worker.calls == [.setFavourite("DEU", true), .setFavourite("DEU", false)])
        #expect(!store.state.domainState.isFavourite)
    }
}
