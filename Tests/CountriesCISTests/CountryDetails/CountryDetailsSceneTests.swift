import AppSupport
@testable import CountriesCIS
import CountriesModel
import CountriesTestSupport
import Testing

/// Feature: a country's details. One test per row of the Country details scenario table.
@MainActor @Suite("Country details scenarios")
struct CountryDetailsSceneTests {
    let worker = CountriesWorkerSpy()

    private func given(
        _ state: CountryDetailsState = CountryDetailsState(country: Atlas.germany)
    ) -> (controller: CountryDetailsController, store: CountryDetailsStore) {
        let store = CountryDetailsStore(initialState: state)
        return (CountryDetailsController(interactor: CountryDetailsInteractor(store: store, worker: worker)), store)
    }

    /// Germany's details as loaded, a favourite or not.
    private func loaded(favourite: Bool = false) -> CountryDetailsState {
        var state = CountryDetailsState(country: Atlas.germany, details: .loaded(Atlas.germanyDetails))
        state.domainState.isFavourite = favourite
        return state
    }

    @Test("Open a country → titled with its name, nothing loaded yet")
    func opensWithTheNameOnly() {
        #expect(given().store.viewModel == CountryDetailsModels.ViewModel(
            title: "Germany", content: nil, message: "Not loaded.", isLoading: false, loadingControl: .retry
        ))
    }

    @Test("Appear → the details, then the favourites, are asked for; the details load")
    func appearingLoadsTheDetails() async {
        worker.log.answer { $0.favourites = .success(["DEU"]) }
        let scene = given()

        await scene.controller.execute(.appear).value

        #expect(worker.calls == [.details(of: "DEU"), .favourites])
        #expect(scene.store.state == loaded(favourite: true))
    }

    @Test("The details cannot load → the failed state, \"Could not load the country details.\"")
    func failingDetailsFailTheScreen() async {
        worker.log.answer { $0.details = .failure(.storage(.loadDetails)) }
        let scene = given()

        await scene.controller.execute(.appear).value

        #expect(scene.store.state.domainState.details == .failed(.storage(.loadDetails)))
        #expect(worker.calls == [.details(of: "DEU")])
    }

    @Test("The favourites cannot load → the failed state, \"Could not load the favourites.\"")
    func failingFavouritesFailTheScreen() async {
        worker.log.answer { $0.favourites = .failure(.storage(.loadFavourites)) }
        let scene = given()

        await scene.controller.execute(.appear).value

        #expect(scene.store.state.domainState.details == .failed(.storage(.loadFavourites)))
    }

    @Test("Retry after a failure → the details load")
    func retryLoadsTheDetails() async {
        var failed = CountryDetailsState(country: Atlas.germany)
        failed.domainState.details = .failed(.storage(.loadDetails))
        let scene = given(failed)

        await scene.controller.execute(.retry).value

        #expect(scene.store.state == loaded())
    }

    @Test("Cancel loading → the load stops, the details shown before come back")
    func cancellingReturnsToThePreviousDetails() async {
        var reloading = loaded()
        reloading.domainState.details = .isLoading(previous: Atlas.germanyDetails)
        let scene = given(reloading)

        await scene.controller.execute(.cancelLoading).value

        #expect(worker.calls == [.cancelLoading])
        #expect(scene.store.state == loaded())
    }

    @Test("Add to favourites → saved, then marked")
    func addingAFavouriteSavesIt() async {
        let scene = given(loaded())

        await scene.controller.execute(.tapFavourite).value

        #expect(worker.calls == [.setFavourite("DEU", true)])
        #expect(scene.store.state == loaded(favourite: true))
    }

    @Test("Remove from favourites → saved, then unmarked")
    func removingAFavouriteSavesIt() async {
        let scene = given(loaded(favourite: true))

        await scene.controller.execute(.tapFavourite).value

        #expect(worker.calls == [.setFavourite("DEU", false)])
        #expect(scene.store.state == loaded())
    }

    @Test("The favourite cannot be saved → \"Could not save the favourite.\", the mark unchanged")
    func aFailedSaveKeepsTheMark() async {
        worker.log.answer { $0.setFavourite = .failure(.storage(.saveFavourite)) }
        let scene = given(loaded())

        await scene.controller.execute(.tapFavourite).value

        #expect(worker.calls.last == .showError("Could not save the favourite."))
        #expect(scene.store.state == loaded())
    }

    @Test("Select a neighbour → its details open")
    func selectingANeighbourOpensItsDetails() async {
        let scene = given(loaded())

        await scene.controller.execute(.selectNeighbour(1)).value

        #expect(worker.calls == [.showDetails(CountryDetailsState(country: Atlas.switzerland))])
    }

    @Test("Select a neighbour before the details load → nothing opens")
    func noNeighboursBeforeTheDetailsLoad() async {
        let scene = given()

        await scene.controller.execute(.selectNeighbour(0)).value

        #expect(worker.calls.isEmpty)
    }

    @Test("Opened by a deep link, then appear → reloads over the details already shown")
    func aDeepLinkedScreenReloadsOverItsDetails() async {
        worker.log.answer { $0.loadsAreOvertaken = true }
        let scene = given(CountryDetailsState(country: Atlas.germany, details: .loaded(Atlas.germanyDetails)))

        await scene.controller.execute(.appear).value

        #expect(scene.store.state.domainState.details == .isLoading(previous: Atlas.germanyDetails))
    }

    @Test("The screen leaves the stack → its load is cancelled")
    func leavingCancelsTheLoad() async {
        await given().controller.execute(.disappear).value

        #expect(worker.calls == [.cancelLoading])
    }
}
