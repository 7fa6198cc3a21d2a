import AppSupport
@testable import CountriesCIS
import CountriesModel
import CountriesTestSupport
import CountriesUI
import Testing

/// The Countries list Store's pure functions: what a mutation does to the state (and
/// nothing else: there is no Worker to call), and how the state reads on screen.
@Suite struct CountryListStoreTests {
    private func execute(_ mutations: CountryListMutation..., on state: CountryListState = CountryListState()) -> CountryListState {
        mutations.reduce(state) { CountryListStore.execute(state: $0, mutation: $1) }
    }

    @Test func aNewLoadKeepsTheRowsShownUntilItLands() {
        var shown = CountryListState()
        shown.domainState.countries = .loaded([Atlas.austria])

        let state = execute(.loadStarted, on: shown)

        #expect(state.domainState.countries == .isLoading(previous: [Atlas.austria]))
        #expect(CountryListStore.viewModel(of: state).rows.map(\.alpha3) == ["AUT"])
        #expect(CountryListStore.viewModel(of: state).isLoading)
    }

    @Test func aLoadedListingSetsRowsMarksAndPickerTogether() {
        let listing = CountryListModels.Listing(regionFilters: [.all, .noRegion], countries: [Atlas.antarctica], favourites: ["ATA"])

        let state = execute(.mutateLoad(.init(result: .success(listing))))

        #expect(state.domainState.countries == .loaded([Atlas.antarctica]))
        #expect(state.domainState.favourites == ["ATA"])
        #expect(state.domainState.regionFilters == [.all, .noRegion])
    }

    @Test func searchingChangesTheQuestionBeforeAnyLoad() {
        let state = execute(.setSearch("cote"))

        #expect(state.domainState.searchText == "cote")
        #expect(CountryListStore.viewModel(of: state).search == "cote")
        #expect(state.domainState.countries == .notRequested)
    }

    @Test func cancellingWithNoLoadInFlightChangesNothing() {
        var shown = CountryListState()
        shown.domainState.countries = .loaded(Atlas.all)

        #expect(execute(.cancelLoading, on: shown) == shown)
    }

    @Test func beforeAnyLoadTheListSaysNotLoadedWithRetry() {
        #expect(CountryListStore.viewModel(of: CountryListState()) == CountryListModels.ViewModel(
            search: "", regions: ["All"], selectedRegion: 0, rows: [], message: "Not loaded.", isLoading: false, loadingControl: .retry
        ))
    }

    @Test func aRowReadsFlagNameFavouriteMarkAndPopulation() {
        let listing = CountryListModels.Listing(regionFilters: [.all], countries: [Atlas.germany, Atlas.antarctica], favourites: ["DEU"])

        let rows = CountryListStore.viewModel(of: execute(.mutateLoad(.init(result: .success(listing))))).rows

        #expect(rows == [
            CountryListScreen.Row(alpha3: "DEU", title: "🇩🇪 Germany ★", detail: "Population 83,240,525"),
            CountryListScreen.Row(alpha3: "ATA", title: "🇦🇶 Antarctica", detail: "Population unknown"),
        ])
    }

    @Test func aCountryWithoutAFlagIsTitledByItsNameAlone() {
        let nowhere = CountrySummary(alpha3: "XXX", alpha2: "", name: "Nowhere", population: 1_000, region: nil)

        #expect(CountryFormatter.title(of: nowhere) == "Nowhere")
    }

    @Test func thePickerShowsTheRegionsWithTheChosenOneSelected() {
        let listing = CountryListModels.Listing(regionFilters: [.all, .region("Europe"), .noRegion], countries: [], favourites: [])

        let state = execute(.mutateLoad(.init(result: .success(listing))), .mutateSelectRegion(.init(filter: .noRegion)))
        let model = CountryListStore.viewModel(of: state)

        #expect(model.regions == ["All", "Europe", "No region"])
        #expect(model.selectedRegion == 2)
        #expect(model.message == "No matches found")
    }

    @Test func theEmptyMessageWaitsForALoadedList() {
        let loading = execute(.loadStarted)

        #expect(CountryListStore.viewModel(of: loading) == CountryListModels.ViewModel(
            search: "", regions: ["All"], selectedRegion: 0, rows: [], message: nil, isLoading: true, loadingControl: .cancelLoading
        ))
    }
}
