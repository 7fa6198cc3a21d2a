import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Testing

@Suite struct SearchTests {
    let countries: any CountryRepository

    init() throws {
        countries = try CountriesRepositories.test().countries
    }

    @Test func emptyOrBlankQueryListsEveryCountry() async throws {
        #expect(try await countries.names(matching: "").count == KnownCountries.count)
        #expect(try await countries.names(matching: "   ").count == KnownCountries.count)
    }

    @Test func gerFindsTheSpecExampleByEnglishName() async throws {
        let names = try await countries.names(matching: "ger")
        #expect(names.filter { $0.lowercased().contains("ger") } == KnownCountries.gerByEnglishName)
        #expect(names == KnownCountries.gerAllMatches)
    }

    @Test(arguments: ["cote", "Cote", "CÔTE", "côte d'ivoire", "ivoire"])
    func coteFindsCoteDIvoire(query: String) async throws {
        #expect(try await countries.names(matching: query) == ["Côte d'Ivoire"])
    }

    @Test func germanNameFindsGermany() async throws {
        #expect(try await countries.names(matching: "deutsch") == ["Germany"])
    }

    @Test func japaneseNameFindsJapan() async throws {
        #expect(try await countries.names(matching: "日本") == ["Japan"])
    }

    @Test func localizedNameWithDiacriticsMatchesWithoutThem() async throws {
        // Côte d'Ivoire's German name is "Elfenbeinküste".
        #expect(try await countries.names(matching: "elfenbeinkuste") == ["Côte d'Ivoire"])
    }

    @Test func searchIgnoresCase() async throws {
        #expect(try await countries.names(matching: "GERMANY") == ["Germany"])
    }

    @Test(arguments: ["åland isl", "aland isl", "ALAND ISL"])
    func searchIgnoresDiacriticsInNames(query: String) async throws {
        #expect(try await countries.names(matching: query) == ["Åland Islands"])
    }

    @Test func searchTrimsSurroundingWhitespace() async throws {
        #expect(try await countries.names(matching: "  japan ") == ["Japan"])
    }

    @Test func noMatchIsAnEmptyList() async throws {
        #expect(try await countries.names(matching: "qqqq").isEmpty)
    }

    @Test(arguments: ["%", "_", "\\", "%%", "a%", "_a"])
    func likeMetacharactersMatchOnlyThemselves(query: String) async throws {
        #expect(try await countries.names(matching: query).isEmpty)
    }

    @Test func likeMetacharactersMatchLiterallyWhereTheyOccur() async throws {
        let dataset = CountriesDataset(
            countries: [
                Country(alpha3: "AAA", alpha2: "AA", name: "100% Island"),
                Country(alpha3: "BBB", alpha2: "BB", name: "Under_score Land"),
                Country(alpha3: "CCC", alpha2: "CC", name: "Back\\slash Bay"),
                Country(alpha3: "DDD", alpha2: "DD", name: "Plain Land"),
            ],
            currencies: [:]
        )
        let repository = CountriesRepositories.test(database: try .inMemory(dataset: dataset)).countries
        #expect(try await repository.names(matching: "%") == ["100% Island"])
        #expect(try await repository.names(matching: "_") == ["Under_score Land"])
        #expect(try await repository.names(matching: "\\") == ["Back\\slash Bay"])
        // As wildcards, "_" would match the space and "%" anything.
        #expect(try await repository.names(matching: "plain_land").isEmpty)
        #expect(try await repository.names(matching: "100_").isEmpty)
        #expect(try await repository.names(matching: "plain%").isEmpty)
    }

    @Test func regionFilterCombinesWithSearch() async throws {
        #expect(try await countries.names(matching: "ger", in: .region("Africa")) == ["Algeria", "Niger", "Nigeria"])
        #expect(try await countries.names(matching: "ger", in: .region("Europe")) == ["Germany", "Holy See (Vatican City State)"])
        #expect(try await countries.names(matching: "ger", in: .region("Asia")).isEmpty)
    }

    @Test func regionFilterAloneListsTheRegion() async throws {
        let oceania = try await countries.countries(matching: "", in: .region("Oceania"))
        #expect(!oceania.isEmpty)
        #expect(oceania.allSatisfy { $0.region == "Oceania" })
        let all = try await countries.allCountries()
        #expect(oceania.count == all.filter { $0.region == "Oceania" }.count)
    }

    @Test func noRegionFilterListsCountriesWithoutRegion() async throws {
        #expect(try await countries.names(matching: "", in: .noRegion) == KnownCountries.withoutRegion)
        #expect(try await countries.names(matching: "heard", in: .noRegion) == ["Heard Island and McDonald Islands"])
    }

    @Test func unknownRegionIsAnEmptyList() async throws {
        #expect(try await countries.names(matching: "", in: .region("Atlantis")).isEmpty)
    }
}
