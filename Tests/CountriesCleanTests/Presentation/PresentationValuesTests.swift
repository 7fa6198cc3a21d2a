import AppSupport
@testable import CountriesCleanPresentation
import CountriesModel
import CountriesUI
import Testing

/// The display values and decisions the presentation layer makes, as plain values.
@MainActor
@Suite struct PresentationValuesTests {
    let germany = Sample.details["DEU"]!

    @Test func aCountryRowReadsFlagNameAndGroupedPopulation() {
        let row = CountryListView.row(Sample.germany, isFavourite: true)

        #expect(row == CountryListScreen.Row(alpha3: "DEU", title: "🇩🇪 Germany ★", detail: "Population 83,240,525"))
    }

    @Test func aPopulationOfZeroIsUnknown() {
        var nobody = Sample.germany
        nobody.population = 0

        #expect(CountryListView.row(nobody, isFavourite: false).detail == "Population unknown")
    }

    @Test func aCountryWithoutAFlagShowsItsNameAlone() {
        let flagless = CountrySummary(alpha3: "XKX", alpha2: "", name: "Kosovo", population: 1, region: nil)

        #expect(CountryFormatter.title(of: flagless) == "Kosovo")
    }

    @Test(arguments: [(RegionFilter.all, "All"), (.region("Europe"), "Europe"), (.noRegion, "No region")])
    func regionRowsReadAsThePickerShowsThem(_ filter: RegionFilter, _ title: String) {
        #expect(CountryListView.title(of: filter) == title)
    }

    @Test(arguments: [(357_022.0, "357,022 km²"), (0.49, "0.49 km²"), (12.5, "12.5 km²"), (1.005, "1.01 km²")])
    func areasHaveAtMostTwoDecimals(_ area: Double, _ text: String) {
        #expect(CountryDetailsViewModel.area(area) == text)
    }

    @Test func basicInfoIsFormattedForReading() {
        let info = CountryDetailsViewModel.content(germany, isFavourite: false, isLoading: false).basicInfo

        #expect(info == CountryDetailsScreen.BasicInfo(
            code: "DEU", capital: "Berlin", population: "83,240,525", area: "357,022 km²", region: "Europe (Western Europe)"
        ))
    }

    @Test func whatIsMissingReadsAsADash() {
        var country = germany.country
        country.capital = nil
        country.area = nil
        country.population = 0
        country.region = nil
        let details = CountryDetails(country: country, currencies: [], neighbours: [])

        let info = CountryDetailsViewModel.content(details, isFavourite: false, isLoading: false).basicInfo

        #expect([info.capital, info.area, info.population, info.region] == ["-", "-", "-", "-"])
    }

    @Test func aRegionWithoutAnotherSubregionStandsAlone() {
        var country = germany.country
        country.subregion = nil

        #expect(CountryDetailsViewModel.region(of: country) == "Europe")
    }

    @Test func aCurrencyShowsItsSymbolWhenKnown() {
        #expect(CountryDetailsViewModel.currency(Currency(code: "EUR", name: "Euro", symbol: "€")) == "EUR € Euro")
        #expect(CountryDetailsViewModel.currency(Currency(code: "CHF", name: "Swiss Franc")) == "CHF Swiss Franc")
        #expect(CountryDetailsViewModel.currency(Currency(code: "XYZ", name: "Test", symbol: "")) == "XYZ Test")
    }

    @Test func theFavouriteButtonOffersTheOppositeAndWaitsForAReload() {
        let loaded = CountryDetailsViewModel.content(germany, isFavourite: true, isLoading: false)
        let reloading = CountryDetailsViewModel.content(germany, isFavourite: false, isLoading: true)

        #expect(loaded.favouriteTitle == "Remove from favourites")
        #expect(loaded.isFavouriteEnabled)
        #expect(reloading.favouriteTitle == "Add to favourites")
        #expect(!reloading.isFavouriteEnabled)
    }

    @Test func eachLoadStateHasItsMessageAndControl() {
        let states: [Loadable<Int>] = [.notRequested, .isLoading(previous: nil), .loaded(1), .failed(message: "Boom.")]

        #expect(states.map(CountryFormatter.message(for:)) == ["Not loaded.", nil, nil, "Boom."])
        #expect(states.map(CountryFormatter.loadingControl(for:)) == [.retry, .cancelLoading, nil, .retry])
    }
}
