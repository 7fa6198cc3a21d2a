import AppSupport
@testable import CountriesCleanPresentation
import CountriesModel
import CountriesTestSupport
import CountriesUI
import Testing

/// How the details read on screen, as plain values.
@MainActor @Suite struct CountryDetailsFormatterTests {
    let germany = Atlas.details["DEU"]!

    @Test(arguments: [(357_022.0, "357,022 km²"), (0.49, "0.49 km²"), (12.5, "12.5 km²"), (1.005, "1.01 km²")])
    func areasHaveAtMostTwoDecimals(_ area: Double, _ text: String) {
        #expect(CountryDetailsFormatter.area(area) == text)
    }

    @Test func basicInfoIsFormattedForReading() {
        let info = CountryDetailsFormatter.content(germany, isFavourite: false, isLoading: false).basicInfo

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

        let info = CountryDetailsFormatter.content(details, isFavourite: false, isLoading: false).basicInfo

        #expect([info.capital, info.area, info.population, info.region] == ["-", "-", "-", "-"])
    }

    @Test func aRegionWithoutAnotherSubregionStandsAlone() {
        var country = germany.country
        country.subregion = nil

        #expect(CountryDetailsFormatter.region(of: country) == "Europe")
    }

    @Test func aCurrencyShowsItsSymbolWhenKnown() {
        #expect(CountryDetailsFormatter.currency(Currency(code: "EUR", name: "Euro", symbol: "€")) == "EUR € Euro")
        #expect(CountryDetailsFormatter.currency(Currency(code: "CHF", name: "Swiss Franc")) == "CHF Swiss Franc")
        #expect(CountryDetailsFormatter.currency(Currency(code: "XYZ", name: "Test", symbol: "")) == "XYZ Test")
    }

    @Test func theFavouriteButtonOffersTheOppositeAndWaitsForAReload() {
        let loaded = CountryDetailsFormatter.content(germany, isFavourite: true, isLoading: false)
        let reloading = CountryDetailsFormatter.content(germany, isFavourite: false, isLoading: true)

        #expect(loaded.favouriteTitle == "Remove from favourites")
        #expect(loaded.isFavouriteEnabled)
        #expect(reloading.favouriteTitle == "Add to favourites")
        #expect(!reloading.isFavouriteEnabled)
    }
}
