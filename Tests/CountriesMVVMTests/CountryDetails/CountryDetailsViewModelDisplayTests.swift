import AppSupport
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import CountriesUI
import TestSupport
import Testing
@testable import CountriesMVVM

/// What the details screen shows: every value formatted, the favourite button, and the
/// message and loading control of each loading state.
@Suite("Country details view model, display")
@MainActor
struct CountryDetailsViewModelDisplayTests {
    let faults = FaultInjector()
    let repositories: CountriesRepositories

    init() throws {
        repositories = CountriesRepositories.test(database: try .sample(), faults: faults)
    }

    private func makeViewModel(
        _ alpha3: String = "DEU",
        details: Loadable<CountryDetails, CountriesError> = .notRequested
    ) async throws -> CountryDetailsViewModel {
        let summary = try await repositories.countries.details(of: alpha3).country.summary
        return CountryDetailsViewModel(country: summary, details: details, repositories: repositories, showDetails: { _ in })
    }

    /// A view model showing `country` as loaded, with `currencies` and no neighbours.
    private func showing(_ country: Country, currencies: [Currency] = []) -> CountryDetailsViewModel {
        let details = CountryDetails(country: country, currencies: currencies, neighbours: [])
        return CountryDetailsViewModel(country: country.summary, details: .loaded(details), repositories: repositories, showDetails: { _ in })
    }

    @Test func germanyShowsEverySectionFormatted() async throws {
        let viewModel = try await makeViewModel()

        await viewModel.load()

        #expect(viewModel.content == .germany)
    }

    @Test func whatTheSourceLacksShowsADash() async throws {
        let viewModel = try await makeViewModel("ATA")

        await viewModel.load()

        #expect(viewModel.content?.basicInfo == CountryDetailsScreen.BasicInfo(
            code: "ATA", capital: "-", population: "-", area: "-", region: "-"
        ))
    }

    @Test(arguments: [
        (357_022.0, "357,022 km²"), (0.494, "0.49 km²"), (12.5, "12.5 km²"), (0.005, "0.01 km²"),
        (1_234.567, "1,234.57 km²"), (100.0, "100 km²"),
    ])
    func theAreaHasAtMostTwoDecimals(area: Double, text: String) {
        let viewModel = showing(Country(alpha3: "TST", alpha2: "TS", name: "Testland", area: area))

        #expect(viewModel.content?.basicInfo.area == text)
    }

    @Test func theRegionStandsAloneWithoutADifferentSubregion() {
        let americas = showing(Country(alpha3: "TST", alpha2: "TS", name: "Testland", region: "Americas"))
        let same = showing(Country(alpha3: "TST", alpha2: "TS", name: "Testland", region: "Asia", subregion: "Asia"))

        #expect(americas.content?.basicInfo.region == "Americas")
        #expect(same.content?.basicInfo.region == "Asia")
    }

    @Test func aCurrencyWithoutSymbolShowsCodeAndName() {
        let viewModel = showing(
            Country(alpha3: "TST", alpha2: "TS", name: "Testland"),
            currencies: [
                Currency(code: "CHF", name: "Swiss Franc"),
                Currency(code: "XTS", name: "Test", symbol: ""),
                Currency(code: "EUR", name: "Euro", symbol: "€"),
            ]
        )

        #expect(viewModel.content?.currencies == ["CHF Swiss Franc", "XTS Test", "EUR € Euro"])
    }

    @Test func aFavouriteOffersItsRemoval() async throws {
        let viewModel = try await makeViewModel()
        await viewModel.load()

        await viewModel.toggleFavourite()

        #expect(viewModel.favouriteTitle == "Remove from favourites")
        #expect(viewModel.content?.favouriteTitle == "Remove from favourites")
    }

    @Test func theFavouriteButtonIsDisabledWhileReloading() async throws {
        let viewModel = try await makeViewModel()
        await viewModel.load()
        faults.arm(CountriesFaultKey.countriesDetails, .hold)

        let reload = Task { await viewModel.load() }
        try await faults.waitUntilHeld()

        #expect(viewModel.content?.isFavouriteEnabled == false)
        #expect(viewModel.loadingControl == .cancelLoading)
        #expect(viewModel.isLoading)
        faults.reset()
        await reload.value
        #expect(viewModel.content?.isFavouriteEnabled == true)
        #expect(viewModel.loadingControl == nil)
    }

    @Test func beforeAnyLoadItSaysNotLoadedWithRetry() async throws {
        let viewModel = try await makeViewModel()

        #expect(viewModel.title == "Germany")
        #expect(viewModel.content == nil)
        #expect(viewModel.message == "Not loaded.")
        #expect(viewModel.loadingControl == .retry)
    }

    @Test func theFirstLoadShowsOnlyTheTitleAndCancelLoading() async throws {
        let viewModel = try await makeViewModel()
        faults.arm(CountriesFaultKey.countriesDetails, .hold)

        let load = Task { await viewModel.load() }
        try await faults.waitUntilHeld()

        #expect(viewModel.title == "Germany")
        #expect(viewModel.content == nil)
        #expect(viewModel.message == nil)
        #expect(viewModel.loadingControl == .cancelLoading)
        faults.reset()
        await load.value
    }

    @Test func aFailedLoadShowsItsMessageWithRetry() async throws {
        let viewModel = try await makeViewModel()
        faults.arm(CountriesFaultKey.countriesDetails, .fail)

        await viewModel.load()

        #expect(viewModel.content == nil)
        #expect(viewModel.message == "Could not load the country details.")
        #expect(viewModel.loadingControl == .retry)
    }

    @Test func loadedDetailsHaveNoMessageAndNoLoadingControl() async throws {
        let viewModel = try await makeViewModel()

        await viewModel.load()

        #expect(viewModel.message == nil)
        #expect(!viewModel.isLoading)
        #expect(viewModel.loadingControl == nil)
    }
}
