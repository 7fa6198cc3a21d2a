import AppSupport
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import CountriesUI
import TestSupport
import Testing
@testable import CountriesMVVM

/// What the list shows, over the four-country sample: rows, the region picker, and the
/// message and loading control of each loading state.
@Suite("Country list view model, display")
@MainActor
struct CountryListViewModelDisplayTests {
    let faults = FaultInjector()
    let repositories: CountriesRepositories
    let viewModel: CountryListViewModel

    init() throws {
        repositories = CountriesRepositories.test(database: try .sample(), faults: faults)
        viewModel = CountryListViewModel(repositories: repositories, showDetails: { _ in })
    }

    @Test func rowsShowFlagNameAndGroupedPopulation() async {
        await viewModel.load()

        #expect(viewModel.rows == [
            CountryListScreen.Row(alpha3: "ATA", title: "🇦🇶 Antarctica", detail: "Population unknown"),
            CountryListScreen.Row(alpha3: "AUT", title: "🇦🇹 Austria", detail: "Population 8,527,230"),
            CountryListScreen.Row(alpha3: "DEU", title: "🇩🇪 Germany", detail: "Population 83,240,525"),
            CountryListScreen.Row(alpha3: "CHE", title: "🇨🇭 Switzerland", detail: "Population 8,183,800"),
        ])
    }

    @Test func favouritesAreMarkedWithAStar() async throws {
        try await repositories.favourites.setFavourite("CHE", true)

        await viewModel.load()

        #expect(viewModel.rows.map(\.title) == ["🇦🇶 Antarctica", "🇦🇹 Austria", "🇩🇪 Germany", "🇨🇭 Switzerland ★"])
    }

    @Test func theRegionPickerOffersAllTheRegionsAndNoRegion() async {
        await viewModel.load()

        #expect(viewModel.regionTitles == ["All", "Africa", "Americas", "Asia", "Europe", "Oceania", "No region"])
        #expect(viewModel.selectedRegionIndex == 0)
    }

    @Test func thePickedRegionIsSelected() async {
        await viewModel.load()

        await viewModel.selectRegion(at: 6)

        #expect(viewModel.selectedRegionIndex == 6)
        #expect(viewModel.rows.map(\.title) == ["🇦🇶 Antarctica"])
    }

    @Test func beforeAnyLoadItSaysNotLoadedWithRetry() {
        #expect(viewModel.rows.isEmpty)
        #expect(viewModel.message == "Not loaded.")
        #expect(!viewModel.isLoading)
        #expect(viewModel.loadingControl == .retry)
        #expect(viewModel.regionTitles == ["All"])
    }

    @Test func theFirstLoadShowsLoadingWithCancelAndNoMessage() async throws {
        faults.arm(CountriesFaultKey.countriesList, .hold)
        let load = Task { await viewModel.load() }
        try await faults.waitUntilHeld()

        #expect(viewModel.isLoading)
        #expect(viewModel.rows.isEmpty)
        #expect(viewModel.message == nil)
        #expect(viewModel.loadingControl == .cancelLoading)

        faults.reset()
        await load.value
    }

    @Test func aReloadKeepsTheRowsWithCancelLoading() async throws {
        await viewModel.search(for: "aus")
        faults.arm(CountriesFaultKey.countriesList, .hold)
        let search = Task { await viewModel.search(for: "ger") }
        try await faults.waitUntilHeld()

        #expect(viewModel.rows.map(\.title) == ["🇦🇹 Austria"])
        #expect(viewModel.loadingControl == .cancelLoading)

        faults.reset()
        await search.value
    }

    @Test func aLoadedListHasNoMessageAndNoLoadingControl() async {
        await viewModel.load()

        #expect(viewModel.message == nil)
        #expect(!viewModel.isLoading)
        #expect(viewModel.loadingControl == nil)
    }

    @Test func noMatchSaysSoInsteadOfRows() async {
        await viewModel.search(for: "zzz")

        #expect(viewModel.rows.isEmpty)
        #expect(viewModel.message == "No matches found")
        #expect(viewModel.loadingControl == nil)
    }

    @Test func aReloadOverNoMatchStillSaysSo() async throws {
        await viewModel.search(for: "zzz")
        faults.arm(CountriesFaultKey.countriesList, .hold)
        let search = Task { await viewModel.search(for: "ger") }
        try await faults.waitUntilHeld()

        #expect(viewModel.message == "No matches found")
        #expect(viewModel.isLoading)

        faults.reset()
        await search.value
    }

    @Test func aFailedLoadShowsItsMessageWithRetry() async {
        faults.arm(CountriesFaultKey.countriesList, .fail)

        await viewModel.load()

        #expect(viewModel.rows.isEmpty)
        #expect(viewModel.message == "Could not load the countries.")
        #expect(viewModel.loadingControl == .retry)
    }
}
