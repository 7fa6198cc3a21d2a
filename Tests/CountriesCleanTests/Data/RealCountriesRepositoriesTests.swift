import AppSupport
import CountriesCleanData
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Testing

/// The Data layer's adapters over real SQLite with the bundled dataset.
@Suite struct RealCountriesRepositoriesTests {
    let faults = FaultInjector()
    let catalog: RealCountryCatalogRepository
    let favourites: RealFavouriteCountriesRepository

    init() throws {
        let core = try CountriesRepositories.test(faults: faults)
        catalog = RealCountryCatalogRepository(countries: core.countries)
        favourites = RealFavouriteCountriesRepository(store: core.favourites)
    }

    @Test func theRegionPickerOffersEveryRegionInOrder() async throws {
        let filters = try await catalog.regionFilters()

        #expect(filters == [.all] + ["Africa", "Americas", "Asia", "Europe", "Oceania"].map(RegionFilter.region) + [.noRegion])
    }

    @Test func searchMatchesLocalizedNamesWithinARegion() async throws {
        #expect(try await catalog.countries(matching: "ger", in: .all).names == KnownCountries.gerAllMatches)
        let inEurope = try await catalog.countries(matching: "ger", in: .region("Europe"))
        #expect(inEurope.names == ["Germany", "Holy See (Vatican City State)"])
    }

    @Test func detailsCarryTheNeighboursSortedByName() async throws {
        let details = try await catalog.details(of: KnownCountries.germany)

        #expect(details.neighbours.names == KnownCountries.germanyNeighbourNames)
    }

    @Test func anUnknownCodeIsNamedInTheError() async {
        await #expect(throws: CountriesError.unknownCountry(KnownCountries.unknown)) {
            try await catalog.details(of: KnownCountries.unknown)
        }
    }

    @Test func favouritesStayUntilRemoved() async throws {
        for code in [KnownCountries.japan, KnownCountries.germany] {
            try await favourites.setFavourite(code, true)
        }
        try await favourites.setFavourite(KnownCountries.japan, false)

        #expect(try await favourites.favourites() == [KnownCountries.germany])
    }

    @Test func aFailingSaveStoresNothing() async throws {
        faults.arm(CountriesFaultKey.favouritesSave, .fail)

        await #expect(throws: CountriesError.storage(.saveFavourite)) {
            try await favourites.setFavourite(KnownCountries.japan, true)
        }
        faults.reset()
        #expect(try await favourites.favourites().isEmpty)
    }
}
