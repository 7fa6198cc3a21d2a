import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Testing

@Suite struct DetailsTests {
    let countries: any CountryRepository

    init() throws {
        countries = try CountriesRepositories.test().countries
    }

    @Test func germanyHasItsCurrencyAndSortedNeighbours() async throws {
        let details = try await countries.details(of: KnownCountries.germany)
        #expect(details.country.name == "Germany")
        #expect(details.currencies == [Currency(code: "EUR", name: "Euro", symbol: "€")])
        #expect(details.country.languages == ["German"])
        #expect(details.neighbours.names == KnownCountries.germanyNeighbourNames)
        #expect(details.country.neighbours == KnownCountries.germanyNeighbours)
        #expect(details.country.currencyCodes == ["EUR"])
        #expect(details.neighbours.first?.alpha2 == "AT")
    }

    @Test func detailsCarryEveryStoredField() async throws {
        let dataset = try CountriesDataset.bundled()
        for code in [KnownCountries.germany, KnownCountries.japan, KnownCountries.ivoryCoast] {
            let stored = try #require(dataset.countries.first { $0.alpha3 == code })
            #expect(try await countries.details(of: code).country == stored)
        }
    }

    @Test func currenciesKeepTheCountrysOrder() async throws {
        let details = try await countries.details(of: KnownCountries.switzerland)
        #expect(details.currencies.map(\.code) == ["CHE", "CHF", "CHW"])
        #expect(details.currencies.contains(Currency(code: "CHF", name: "Swiss Franc")))
    }

    @Test func islandWithoutNeighboursHasNone() async throws {
        let japan = try await countries.details(of: KnownCountries.japan)
        #expect(japan.neighbours.isEmpty)
        #expect(japan.country.localizedNames["ja"] == "日本")
        #expect(japan.currencies == [Currency(code: "JPY", name: "Yen", symbol: "¥")])
    }

    @Test func theSampleHasEveryFactOfGermanyAndNoneOfAntarctica() async throws {
        let countries = CountriesRepositories.test(database: try .sample()).countries
        let germany = try await countries.details(of: KnownCountries.germany)
        let antarctica = try await countries.details(of: KnownCountries.antarctica)

        #expect(germany.country.capital == "Berlin")
        #expect(germany.country.population == 83_240_525)
        #expect(germany.country.area == 357_022)
        #expect(germany.country.region == "Europe" && germany.country.subregion == "Western Europe")
        #expect(germany.neighbours.names == ["Austria", "Switzerland"])
        #expect(antarctica.country.capital == nil && antarctica.country.population == 0 && antarctica.country.area == nil)
        #expect(antarctica.country.region == nil)
        #expect(antarctica.currencies.isEmpty)
        #expect(antarctica.neighbours.isEmpty)
    }

    @Test func unknownCodeIsAnUnknownCountryError() async throws {
        let error = await #expect(throws: CountriesError.self) {
            try await countries.details(of: KnownCountries.unknown)
        }
        #expect(error == .unknownCountry("XYZ"))
        #expect(error?.message == "Unknown country XYZ.")
    }

    @Test func codesAreMatchedExactly() async throws {
        await #expect(throws: CountriesError.unknownCountry("deu")) {
            try await countries.details(of: "deu")
        }
    }

    @Test func neighbourDetailsCanBeFollowed() async throws {
        let germany = try await countries.details(of: KnownCountries.germany)
        let austria = try await countries.details(of: try #require(germany.neighbours.first).alpha3)
        #expect(austria.neighbours.codes.contains(KnownCountries.germany))
    }
}
