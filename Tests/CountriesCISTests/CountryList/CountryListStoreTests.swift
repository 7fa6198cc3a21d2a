import AppSupport
@testable import CountriesCIS
import CountriesModel
import Testing

/// The Countries list Store's pure function.
@MainActor
@Suite struct CountryListStoreTests {
    let worker = CountriesWorkerMock()

    private var store: CountryListStore { CountryListStore(initialState: CountryListState(), worker: worker) }

    @Test func aNewLoadKeepsTheRowsShownUntilItLands() {
        var shown = CountryListState()
        shown.viewModel.countries = .loaded([Atlas.austria])

        let state = store.execute(state: shown, mutation: .loadStarted)

        #expect(state.viewModel.countries == .isLoading(previous: [Atlas.austria]))
    }

    @Test func aLoadedListingSetsRowsMarksAndPickerTogether() {
        let listing = CountryListModels.Listing(regionFilters: [.all, .noRegion], countries: [Atlas.antarctica], favourites: ["ATA"])

        let state = store.execute(state: CountryListState(), mutation: .mutateLoad(.init(result: .success(listing))))

        #expect(state.viewModel.countries == .loaded([Atlas.antarctica]))
        #expect(state.viewModel.favourites == ["ATA"])
        #expect(state.viewModel.regions == [.all, .noRegion])
        #expect(state.domainState.regionFilters == [.all, .noRegion])
    }

    @Test func searchingChangesTheQuestionBeforeAnyLoad() {
        let state = store.execute(state: CountryListState(), mutation: .setSearch("cote"))

        #expect(state.domainState.searchText == "cote")
        #expect(state.viewModel.search == "cote")
        #expect(state.viewModel.countries == .notRequested)
        #expect(worker.calls.isEmpty)
    }
}
