import AppSupport
@testable import CountriesReactor
import CountriesModel
import CountriesTestSupport
import CountriesUI
import Testing

/// `CountryListReactor.reduce` as a plain function: state and mutation in, state out; the
/// view state derived from the domain state on every step.
@Suite struct CountryListReduceTests {
    private typealias Reactor = CountryListReactor

    private let loadedState = Reactor.reduce(
        state: CountryListState(),
        mutation: .loaded(.init(regionFilters: Atlas.regionFilters, countries: Atlas.all, favourites: ["DEU"]))
    )

    @Test func theInitialStateIsNotLoadedWithRetry() {
        let state = CountryListState()

        #expect(state.message == "Not loaded.")
        #expect(state.loadingControl == .retry)
        #expect(state.rows.isEmpty)
        #expect(state.regions == ["All"])
        #expect(state.selectedRegion == 0)
        #expect(!state.isLoading)
    }

    @Test func aLoadedListShowsRowsWithTheFavouriteMarkAndPopulation() {
        #expect(loadedState.rows.map(\.title) == ["🇦🇶 Antarctica", "🇦🇹 Austria", "🇩🇪 Germany ★", "🇨🇭 Switzerland"])
        #expect(loadedState.rows.map(\.detail) == [
            "Population unknown", "Population 8,527,230", "Population 83,240,525", "Population 8,183,800",
        ])
        #expect(loadedState.rows.map(\.alpha3) == ["ATA", "AUT", "DEU", "CHE"])
        #expect(loadedState.regions == ["All", "Europe", "No region"])
        #expect(loadedState.message == nil)
        #expect(loadedState.loadingControl == nil)
    }

    @Test func aLoadStartedKeepsTheRowsWithCancelLoading() {
        let state = Reactor.reduce(state: loadedState, mutation: .loadStarted)

        #expect(state.isLoading)
        #expect(state.rows == loadedState.rows)
        #expect(state.loadingControl == .cancelLoading)
        #expect(state.message == nil)
    }

    @Test func theFirstLoadStartedShowsNoMessage() {
        let state = Reactor.reduce(state: CountryListState(), mutation: .loadStarted)

        #expect(state.domainState.countries == .isLoading(previous: nil))
        #expect(state.message == nil)
        #expect(state.loadingControl == .cancelLoading)
    }

    @Test func anEmptyLoadedListSaysNoMatchesFound() {
        let state = Reactor.reduce(state: loadedState, mutation: .loaded(.init(regionFilters: Atlas.regionFilters, countries: [], favourites: [])))

        #expect(state.rows.isEmpty)
        #expect(state.message == "No matches found")
        #expect(state.loadingControl == nil)
    }

    @Test func aFailedLoadShowsItsMessageWithRetryAndNoRows() {
        let state = Reactor.reduce(state: loadedState, mutation: .loadFailed(.storage(.loadCountries)))

        #expect(state.rows.isEmpty)
        #expect(state.message == "Could not load the countries.")
        #expect(state.loadingControl == .retry)
        #expect(state.domainState.regionFilters == Atlas.regionFilters)
    }

    @Test func cancellingAReloadBringsThePreviousRowsBack() {
        let reloading = Reactor.reduce(state: loadedState, mutation: .loadStarted)

        let state = Reactor.reduce(state: reloading, mutation: .loadCancelled)

        #expect(state == loadedState)
    }

    @Test func cancellingTheFirstLoadIsNotLoaded() {
        let loading = Reactor.reduce(state: CountryListState(), mutation: .loadStarted)

        let state = Reactor.reduce(state: loading, mutation: .loadCancelled)

        #expect(state.domainState.countries == .notRequested)
        #expect(state.message == "Not loaded.")
        #expect(state.loadingControl == .retry)
    }

    @Test func theSearchAndRegionAreShown() {
        let searched = Reactor.reduce(state: loadedState, mutation: .setSearch("ger"))
        let state = Reactor.reduce(state: searched, mutation: .setRegion(.noRegion))

        #expect(state.search == "ger")
        #expect(state.selectedRegion == 2)
        #expect(state.domainState.regionFilter == .noRegion)
    }

    @Test func showingDetailsIsARoutePulseAndNothingElse() {
        let state = Reactor.reduce(state: loadedState, mutation: .showDetails(Atlas.germany))

        #expect(state.route == .details(CountryDetailsState(country: Atlas.germany)))
        #expect(state.$route.valueUpdatedCount == 1)
        #expect(state.domainState == loadedState.domainState)
        #expect(state.rows == loadedState.rows)
    }

    @Test func aLaterMutationLeavesTheRoutePulseAsItWas() {
        let routed = Reactor.reduce(state: loadedState, mutation: .showDetails(Atlas.germany))

        let state = Reactor.reduce(state: routed, mutation: .loadStarted)

        #expect(state.$route == routed.$route)
    }

    @Test func regionPickerRowsReadAllRegionsAndNoRegion() {
        #expect([RegionFilter.all, .region("Asia"), .noRegion].map(CountryListState.regionTitle) == ["All", "Asia", "No region"])
    }
}
