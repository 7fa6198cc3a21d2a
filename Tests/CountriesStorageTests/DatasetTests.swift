import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Foundation
import Testing

@Suite struct DatasetTests {
    let dataset: CountriesDataset

    init() throws {
        dataset = try CountriesDataset.bundled()
    }

    @Test func holdsTheWholeISOList() {
        #expect(dataset.countries.count == KnownCountries.count)
        #expect(dataset.sources["countryinfo"] != nil)
        #expect(dataset.sources["iso-codes"] != nil)
    }

    @Test func codesAreWellFormedAndUnique() {
        let alpha3 = dataset.countries.map(\.alpha3)
        let alpha2 = dataset.countries.map(\.alpha2)
        #expect(Set(alpha3).count == alpha3.count)
        #expect(Set(alpha2).count == alpha2.count)
        #expect(alpha3.allSatisfy { $0.count == 3 && $0.allSatisfy { $0.isASCII && $0.isUppercase } })
        #expect(alpha2.allSatisfy { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isUppercase } })
    }

    @Test func neighboursReferenceExistingCountries() {
        let codes = Set(dataset.countries.map(\.alpha3))
        let dangling = dataset.countries.flatMap { country in
            country.neighbours.filter { !codes.contains($0) || $0 == country.alpha3 }
        }
        #expect(dangling.isEmpty)
    }

    @Test func everyCurrencyCodeHasANamedCurrency() {
        let used = Set(dataset.countries.flatMap(\.currencyCodes))
        #expect(used == Set(dataset.currencies.keys))
        #expect(dataset.currencies.values.allSatisfy { !$0.name.isEmpty })
        #expect(dataset.currencies["EUR"] == Currency(code: "EUR", name: "Euro", symbol: "€"))
    }

    @Test func regionsAreTheStandardFiveOrNone() {
        let regions = Set(dataset.countries.compactMap(\.region))
        #expect(regions == Set(RegionFilter.standardRegions))
        let withoutRegion = dataset.countries.filter { $0.region == nil }.map(\.name)
        #expect(withoutRegion.sorted() == KnownCountries.withoutRegion)
    }

    @Test func germanyHasItsFacts() throws {
        let germany = try #require(dataset.countries.first { $0.alpha3 == KnownCountries.germany })
        #expect(germany.alpha2 == "DE")
        #expect(germany.name == "Germany")
        #expect(germany.capital == "Berlin")
        #expect(germany.region == "Europe")
        #expect(germany.subregion == "Western Europe")
        #expect(germany.currencyCodes == ["EUR"])
        #expect(germany.languages == ["German"])
        #expect(germany.neighbours == KnownCountries.germanyNeighbours)
        #expect(germany.timezones.contains("Europe/Berlin"))
        #expect(germany.localizedNames["de"] == "Deutschland")
        #expect(germany.population > 80_000_000)
        #expect((germany.area ?? 0) > 350_000)
    }

    @Test func mostCountriesHaveEveryLocalizedName() {
        let complete = dataset.countries.filter { country in
            ["de", "es", "fr", "it", "ja"].allSatisfy { country.localizedNames[$0] != nil }
        }
        #expect(complete.count >= KnownCountries.count - 5)
    }

    @Test func decodesTheFileFormat() throws {
        let json = """
            {"sources":{"countryinfo":"1.0.1"},
             "currencies":{"EUR":{"name":"Euro","symbol":"€"}},
             "countries":[{"alpha2":"DE","alpha3":"DEU","area":null,"capital":null,
               "currencies":["EUR"],"languages":[],"localizedNames":{},"name":"Germany",
               "neighbours":[],"population":1,"region":null,"subregion":null,"timezones":[]}]}
            """
        let dataset = try CountriesDataset(json: Data(json.utf8))
        #expect(dataset.countries == [Country(alpha3: "DEU", alpha2: "DE", name: "Germany", population: 1, currencyCodes: ["EUR"])])
        #expect(dataset.sources == ["countryinfo": "1.0.1"])
    }

    @Test func rejectsAFileMissingFields() {
        #expect(throws: (any Error).self) {
            try CountriesDataset(json: Data(#"{"countries":[]}"#.utf8))
        }
    }
}
