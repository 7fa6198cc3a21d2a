import AppSupport
import CountriesModel
import CountriesTestSupport
import Testing
@testable import CountriesMVVM

@Suite("Country list view model")
@MainActor
struct CountryListViewModelTests {
    let faults = FaultInjector()
    let repositories: CountriesRepositories
    let navigation = NavigationSpy()
    let viewModel: CountryListViewModel

    init() throws {
        repositories = try .test(faults: faults)
        viewModel = CountryListViewModel(repositories: repositories, showDetails: navigation.showDetails)
    }

    var names: [String] { viewModel.countries.value?.names ?? [] }

    @Test func startsWithNothingRequested() {
        #expect(viewModel.countries == .notRequested)
        #expect(viewModel.searchText.isEmpty)
        #expect(viewModel.regionFilter == .all)
    }

    @Test func loadShowsEveryCountrySortedByName() async {
        await viewModel.load()

        #expect(names.count == KnownCountries.count)
        #expect(names.first == "Afghanistan")
        #expect(names.firstIndex(of: "Côte d'Ivoire") == names.firstIndex(of: "Costa Rica").map { $0 + 1 })
    }

    @Test func loadOffersEveryRegionInPickerOrder() async {
        await viewModel.load()

        #expect(viewModel.regionTitles == ["All", "Africa", "Americas", "Asia", "Europe", "Oceania", "No region"])
    }

    @Test func searchingGerFindsNamesInAnyLanguage() async {
        await viewModel.search(for: "ger")

        #expect(viewModel.searchText == "ger")
        #expect(names == KnownCountries.gerAllMatches)
    }

    @Test func searchingCoteFindsCoteDIvoireIgnoringDiacritics() async {
        await viewModel.search(for: "cote")

        #expect(names == ["Côte d'Ivoire"])
    }

    @Test func searchingWithoutMatchLoadsAnEmptyList() async {
        await viewModel.search(for: "zzzz")

        #expect(viewModel.countries == .loaded([]))
    }

    @Test func clearingTheSearchShowsEveryCountryAgain() async {
        await viewModel.search(for: "ger")
        await viewModel.search(for: "")

        #expect(names.count == KnownCountries.count)
    }

    @Test func regionFilterCombinesWithSearch() async throws {
        await viewModel.load()
        let africa = try #require(viewModel.regionFilters.firstIndex(of: .region("Africa")))

        await viewModel.selectRegion(at: africa)
        await viewModel.search(for: "ger")

        #expect(viewModel.regionFilter == .region("Africa"))
        #expect(names == ["Algeria", "Niger", "Nigeria"])
    }

    @Test func noRegionFilterShowsCountriesWithoutRegion() async throws {
        await viewModel.load()
        let noRegion = try #require(viewModel.regionFilters.firstIndex(of: .noRegion))

        await viewModel.selectRegion(at: noRegion)

        #expect(names == KnownCountries.withoutRegion)
    }

    @Test func regionOutsideThePickerChangesNothing() async {
        await viewModel.load()

        await viewModel.selectRegion(at: 99)

        #expect(viewModel.regionFilter == .all)
        #expect(names.count == KnownCountries.count)
    }

    @Test func loadBringsTheStoredFavourites() async throws {
        try await repositories.favourites.setFavourite(KnownCountries.germany, true)

        await viewModel.load()

        #expect(viewModel.favourites == [KnownCountries.germany])
    }

    @Test func selectingACountryAsksToShowItsDetails() async throws {
        await viewModel.search(for: "germany")

        viewModel.selectCountry(at: 0)

        #expect(navigation.openedCodes == [KnownCountries.germany])
    }

    @Test func selectingARowThatIsNotThereOpensNothing() async {
        await viewModel.search(for: "germany")

        viewModel.selectCountry(at: 5)

        #expect(navigation.openedCodes.isEmpty)
    }
}
