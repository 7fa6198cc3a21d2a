import AppSupport
@testable import CountriesCIS
import CountriesModel
import CountriesTestSupport
import Foundation
import Testing

/// Feature: finding a country. One test per row of the Countries list scenario table in
/// the module README.
@MainActor @Suite("Countries list scenarios")
struct CountryListSceneTests {
    let worker = CountriesWorkerSpy()

    private func given(_ state: CountryListState = CountryListState()) -> (controller: CountryListController, store: CountryListStore) {
        let store = CountryListStore(initialState: state)
        return (CountryListController(interactor: CountryListInteractor(store: store, worker: worker), store: store), store)
    }

    /// The list as it stands after a first load of the sample countries.
    private func loaded() -> CountryListState {
        var state = CountryListState()
        state.domainState.countries = .loaded(Atlas.all)
        state.domainState.regionFilters = [.all, .region("Europe"), .noRegion]
        return state
    }

    @Test("Appear → regions, countries, then favourites are asked for, and the list loads")
    func appearingLoadsTheList() async {
        worker.log.answer { $0.favourites = .success(["DEU"]) }
        let scene = given()

        await scene.controller.execute(.appear).value

        #expect(worker.calls == [.regionFilters, .countries(matching: "", in: .all), .favourites])
        #expect(scene.store.state.domainState.countries == .loaded(Atlas.all))
        #expect(scene.store.state.domainState.favourites == ["DEU"])
        #expect(scene.store.state.domainState.regionFilters == [.all, .region("Europe"), .noRegion])
        #expect(scene.store.viewModel.rows.map(\.title) == ["🇦🇶 Antarctica", "🇦🇹 Austria", "🇩🇪 Germany ★", "🇨🇭 Switzerland"])
        #expect(scene.store.viewModel.regions == ["All", "Europe", "No region"])
        #expect(scene.store.viewModel.loadingControl == nil)
    }

    @Test("Type a search → the list loads for that text")
    func searchingLoadsMatches() async {
        worker.log.answer { $0.countries = .success([Atlas.germany]) }
        let scene = given(loaded())

        await scene.controller.execute(.search("ger")).value

        #expect(worker.calls.contains(.countries(matching: "ger", in: .all)))
        #expect(scene.store.state.domainState.searchText == "ger")
        #expect(scene.store.state.domainState.countries == .loaded([Atlas.germany]))
    }

    @Test("A search nothing matches → an empty list (the screen says \"No matches found\")")
    func noMatchIsAnEmptyList() async {
        worker.log.answer { $0.countries = .success([]) }
        let scene = given(loaded())

        await scene.controller.execute(.search("zzzz")).value

        #expect(scene.store.state.domainState.countries == .loaded([]))
        #expect(scene.store.viewModel.message == "No matches found")
    }

    @Test("Pick a region with a search typed → both combine")
    func regionAndSearchCombine() async {
        var searched = loaded()
        searched.domainState.searchText = "a"
        let scene = given(searched)

        await scene.controller.execute(.pickRegion(1)).value

        #expect(worker.calls.contains(.countries(matching: "a", in: .region("Europe"))))
        #expect(scene.store.state.domainState.regionFilter == .region("Europe"))
    }

    @Test("Pick a region row the picker does not have → nothing loads")
    func aMissingRegionRowLoadsNothing() async {
        let scene = given(loaded())

        await scene.controller.execute(.pickRegion(7)).value

        #expect(worker.calls.isEmpty)
        #expect(scene.store.state == loaded())
    }

    @Test("A failing load → the failed state with its message (and Retry)")
    func aFailedLoadShowsItsMessage() async {
        worker.log.answer { $0.countries = .failure(.storage(.loadCountries)) }
        let scene = given(loaded())

        await scene.controller.execute(.search("ger")).value

        #expect(scene.store.state.domainState.countries == .failed(.storage(.loadCountries)))
        #expect(scene.store.viewModel.message == "Could not load the countries.")
        #expect(scene.store.viewModel.loadingControl == .retry)
        #expect(scene.store.viewModel.rows.isEmpty)
        #expect(worker.calls.last == .countries(matching: "ger", in: .all))
    }

    @Test("The favourites cannot load → the whole list fails")
    func failingFavouritesFailTheList() async {
        worker.log.answer { $0.favourites = .failure(.storage(.loadFavourites)) }
        let scene = given()

        await scene.controller.execute(.appear).value

        #expect(scene.store.state.domainState.countries == .failed(.storage(.loadFavourites)))
    }

    @Test("Retry after a failure → the list loads")
    func retryLoadsAgain() async {
        var failed = CountryListState()
        failed.domainState.countries = .failed(.storage(.loadCountries))
        let scene = given(failed)

        await scene.controller.execute(.retry).value

        #expect(scene.store.state.domainState.countries == .loaded(Atlas.all))
    }

    @Test("Cancel loading → the load stops and the list shown before comes back")
    func cancellingReturnsToThePreviousList() async {
        var reloading = loaded()
        reloading.domainState.countries = .isLoading(previous: Atlas.all)
        let scene = given(reloading)

        await scene.controller.execute(.cancelLoading).value

        #expect(worker.calls == [.cancelLoading])
        #expect(scene.store.state.domainState.countries == .loaded(Atlas.all))
    }

    @Test("Cancel the first load → not loaded (and Retry)")
    func cancellingTheFirstLoadLeavesNothingLoaded() async {
        var loading = CountryListState()
        loading.domainState.countries = .isLoading(previous: nil)
        let scene = given(loading)

        await scene.controller.execute(.cancelLoading).value

        #expect(scene.store.state.domainState.countries == .notRequested)
        #expect(scene.store.viewModel.message == "Not loaded.")
        #expect(scene.store.viewModel.loadingControl == .retry)
    }

    @Test("A load overtaken by a newer one → its answer is dropped")
    func anOvertakenLoadWritesNothing() async {
        worker.log.answer { $0.loadsAreOvertaken = true }
        let scene = given(loaded())

        await scene.controller.execute(.search("ger")).value

        #expect(scene.store.state.domainState.countries == .isLoading(previous: Atlas.all))
        #expect(scene.store.viewModel.rows.count == 4)
        #expect(scene.store.viewModel.loadingControl == .cancelLoading)
    }

    @Test("Select a row → that country's details open")
    func selectingARowOpensItsDetails() async {
        let scene = given(loaded())

        await scene.controller.execute(.selectRow(2)).value

        #expect(worker.calls == [.showDetails(CountryDetailsState(country: Atlas.germany))])
    }

    @Test("Select a row the list does not show → nothing opens")
    func aMissingRowOpensNothing() async {
        let scene = given(CountryListState())

        await scene.controller.execute(.selectRow(0)).value

        #expect(worker.calls.isEmpty)
    }

    @Test("The list leaves the stack → its load is cancelled")
    func leavingCancelsTheLoad() async {
        await given(loaded()).controller.execute(.disappear).value

        #expect(worker.calls == [.cancelLoading])
    }
}
