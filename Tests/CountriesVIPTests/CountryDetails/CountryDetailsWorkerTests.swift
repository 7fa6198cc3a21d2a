import CountriesModel
import CountriesStorage
import CountriesTestSupport
@testable import CountriesVIP
import Testing

/// Details' Worker on the bundled dataset in real SQLite (in memory), with faults injected.
@MainActor @Suite struct CountryDetailsWorkerTests {
    let countries: CountriesBackend
    let worker: CountryDetailsWorker

    init() throws {
        countries = try CountriesBackend()
        worker = CountryDetailsWorker(repositories: countries.repositories)
    }

    @Test func aFetchReadsTheDetailsThenTheFavourites() async throws {
        let fetched = try await worker.fetchDetails(of: KnownCountries.germany)

        #expect(fetched.details.country.name == "Germany")
        #expect(fetched.details.neighbours.codes.sorted() == KnownCountries.germanyNeighbours)
        #expect(fetched.isFavourite == false)
        #expect(countries.calls.calls == [CountriesFaultKey.countriesDetails, CountriesFaultKey.favouritesList])
    }

    @Test func aSavedFavouriteIsStoredAndReadBack() async throws {
        try await worker.saveFavourite(KnownCountries.japan, true)

        #expect(try await worker.fetchDetails(of: KnownCountries.japan).isFavourite)
        try await worker.saveFavourite(KnownCountries.japan, false)
        #expect(try await worker.fetchDetails(of: KnownCountries.japan).isFavourite == false)
    }

    @Test(arguments: [
        (CountriesFaultKey.countriesDetails, StorageOperation.loadDetails, 1),
        (CountriesFaultKey.favouritesList, .loadFavourites, 2),
    ])
    func theFirstFailureFailsTheFetchAndAsksNothingMore(key: String, operation: StorageOperation, asked: Int) async {
        countries.faults.arm(key, .fail)

        await #expect(throws: CountriesError.storage(operation)) {
            try await worker.fetchDetails(of: KnownCountries.germany)
        }
        #expect(countries.calls.calls.count == asked)
    }

    @Test func aFailingSaveStoresNothing() async throws {
        countries.faults.arm(CountriesFaultKey.favouritesSave, .fail)

        await #expect(throws: CountriesError.storage(.saveFavourite)) {
            try await worker.saveFavourite(KnownCountries.germany, true)
        }
        #expect(try await countries.repositories.favourites.favourites().isEmpty)
    }

    @Test func anUnknownCodeIsAnUnknownCountry() async {
        await #expect(throws: CountriesError.unknownCountry(KnownCountries.unknown)) {
            try await worker.fetchDetails(of: KnownCountries.unknown)
        }
    }
}
