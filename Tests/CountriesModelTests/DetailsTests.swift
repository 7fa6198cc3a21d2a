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
        #expect(details.title == "Germany")
        #expect(details.currencyRows == ["EUR € Euro"])
        #expect(details.languageRows == ["German"])
        #expect(details.neighbours.names == KnownCountries.germanyNeighbourNames)
        #expect(details.country.neighbours == KnownCountries.germanyNeighbours)
        #expect(details.country.currencyCodes == ["EUR"])
        #expect(details.neighbourRows.first == "🇦🇹 Austria")
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
        #expect(details.currencyRows.contains("CHF Swiss Franc"))
    }

    @Test func islandWithoutNeighboursHasNone() async throws {
        let japan = try await countries.details(of: KnownCountries.japan)
        #expect(japan.neighbours.isEmpty)
        #expect(japan.country.localizedNames["ja"] == "日本")
        #expect(japan.currencyRows == ["JPY ¥ Yen"])
    }

    @Test func basicInfoRowsShowEveryFact() async throws {
        let countries = CountriesRepositories.test(database: try .sample()).countries
        let details = try await countries.details(of: KnownCountries.germany)
        #expect(details.basicInfo == [
            .init(title: "Code", value: "DEU"),
            .init(title: "Capital", value: "Berlin"),
            .init(title: "Population", value: "83,240,525"),
            .init(title: "Area", value: "357,022 km²"),
            .init(title: "Region", value: "Europe (Western Europe)"),
        ])
        #expect(details.neighbourRows == ["🇦🇹 Austria", "🇨🇭 Switzerland"])
    }

    @Test func missingFactsShowADash() async throws {
        let countries = CountriesRepositories.test(database: try .sample()).countries
        let details = try await countries.details(of: KnownCountries.antarctica)
        #expect(details.basicInfo.map(\.value) == ["ATA", "-", "-", "-", "-"])
        #expect(details.currencies.isEmpty)
        #expect(details.neighbours.isEmpty)
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
