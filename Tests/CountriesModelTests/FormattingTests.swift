import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Testing

@Suite struct FormattingTests {
    private func summary(population: Int, alpha2: String = "DE", name: String = "Germany") -> CountrySummary {
        CountrySummary(alpha3: "DEU", alpha2: alpha2, name: name, population: population, region: "Europe")
    }

    private func details(area: Double?, region: String? = nil, subregion: String? = nil) -> CountryDetails {
        let country = Country(alpha3: "TST", alpha2: "TS", name: "Test", area: area, region: region, subregion: subregion)
        return CountryDetails(country: country, currencies: [], neighbours: [])
    }

    @Test(arguments: [
        (0, "Population unknown"),
        (999, "Population 999"),
        (1_000, "Population 1,000"),
        (83_240_525, "Population 83,240,525"),
        (1_402_112_000, "Population 1,402,112,000"),
    ])
    func populationIsGroupedWithCommas(population: Int, text: String) {
        #expect(summary(population: population).populationText == text)
    }

    @Test(arguments: [
        (357_022.0, "357,022 km²"),
        (0.49, "0.49 km²"),
        (12.5, "12.5 km²"),
        (1_000.004, "1,000 km²"),
        (17_098_242.0, "17,098,242 km²"),
    ])
    func areaIsGroupedInSquareKilometres(area: Double, text: String) {
        #expect(details(area: area).areaText == text)
    }

    @Test func unknownAreaIsADash() {
        #expect(details(area: nil).areaText == "-")
    }

    @Test func regionShowsItsSubregion() {
        #expect(details(area: nil, region: "Europe", subregion: "Western Europe").regionText == "Europe (Western Europe)")
        #expect(details(area: nil, region: "Europe").regionText == "Europe")
        #expect(details(area: nil).regionText == "-")
    }

    @Test(arguments: [("DE", "🇩🇪"), ("JP", "🇯🇵"), ("ci", "🇨🇮"), ("D1", ""), ("DEU", ""), ("", "")])
    func flagIsBuiltFromTheAlpha2Code(alpha2: String, flag: String) {
        #expect(summary(population: 0, alpha2: alpha2).flag == flag)
    }

    @Test func rowTitleIsFlagAndName() {
        #expect(summary(population: 0).rowTitle == "🇩🇪 Germany")
        #expect(summary(population: 0, alpha2: "??", name: "Nowhere").rowTitle == "Nowhere")
    }

    @Test func everyCountryHasAFlagOfTwoRegionalIndicators() throws {
        let dataset = try CountriesDataset.bundled()
        let regionalIndicators = UInt32(0x1F1E6)...UInt32(0x1F1FF)
        for country in dataset.countries {
            let scalars = country.flag.unicodeScalars.map(\.value)
            #expect(scalars.count == 2 && scalars.allSatisfy(regionalIndicators.contains), "\(country.alpha3)")
        }
    }

    @Test func countryAndItsSummaryAgree() throws {
        let germany = try #require(try CountriesDataset.bundled().countries.first { $0.alpha3 == "DEU" })
        #expect(germany.summary.rowTitle == "🇩🇪 Germany")
        #expect(germany.summary.flag == germany.flag)
        #expect(germany.summary.population == germany.population)
    }

    @Test func currencyShowsCodeSymbolAndName() {
        #expect(Currency(code: "EUR", name: "Euro", symbol: "€").displayText == "EUR € Euro")
        #expect(Currency(code: "CHF", name: "Swiss Franc").displayText == "CHF Swiss Franc")
        #expect(Currency(code: "XXX", name: "Nothing", symbol: "").displayText == "XXX Nothing")
    }
}
