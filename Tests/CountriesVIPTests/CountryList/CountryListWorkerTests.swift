import CountriesModel
import CountriesStorage
import CountriesTestSupport
@testable import CountriesVIP
import TestSupport
import Testing

/// The list's Worker on the bundled dataset in real SQLite (in memory), with faults injected.
@MainActor @Suite struct CountryListWorkerTests {
    let countries: CountriesBackend
    let worker: CountryListWorker

    init() throws {
        countries = try CountriesBackend()
        worker = CountryListWorker(repositories: countries.repositories)
    }

    @Test func aFetchReadsRegionsThenCountriesThenFavourites() async throws {
        try await countries.repositories.favourites.setFavourite(KnownCountries.germany, true)

        let listing = try await worker.fetchCountries(matching: "ger", in: .all)

        #expect(listing.countries.names == KnownCountries.gerAllMatches)
        #expect(listing.favourites == [KnownCountries.germany])
        #expect(listing.regionFilters.last == .noRegion)
        #expect(countries.calls.calls.dropFirst() == [CountriesFaultKey.countriesRegions, CountriesFaultKey.countriesList, CountriesFaultKey.favouritesList])
    }

    @Test func theRegionFilterNarrowsTheCountries() async throws {
        let listing = try await worker.fetchCountries(matching: "", in: .noRegion)

        #expect(listing.countries.names == KnownCountries.withoutRegion)
    }

    @Test(arguments: [
        (CountriesFaultKey.countriesRegions, StorageOperation.loadCountries, 1),
        (CountriesFaultKey.countriesList, .loadCountries, 2),
        (CountriesFaultKey.favouritesList, .loadFavourites, 3),
    ])
    func theFirstFailureFailsTheFetchAndAsksNothingMore(key: String, operation: StorageOperation, asked: Int) async {
        countries.faults.arm(key, .fail)

        await #expect(throws: CountriesError.storage(operation)) {
            try await worker.fetchCountries(matching: "", in: .all)
        }
        #expect(countries.calls.calls.count == asked)
    }

    @Test func aCancelledFetchAnswersCancelled() async throws {
        countries.faults.arm(CountriesFaultKey.countriesList, .hold)
        let fetch = Task { [worker] in try await worker.fetchCountries(matching: "", in: .all) }
        try await countries.faults.waitUntilHeld()

        fetch.cancel()

        await #expect(throws: CountriesError.cancelled) { try await fetch.value }
    }

    @Test func aLinkedCountryComesWithItsNeighboursSorted() async throws {
        let details = try await worker.fetchDetails(of: KnownCountries.germany)

        #expect(details.neighbours.names == KnownCountries.germanyNeighbourNames)
        #expect(details.currencies.map(\.code) == ["EUR"])
    }

    @Test func anUnknownCodeIsAnUnknownCountry() async {
        await #expect(throws: CountriesError.unknownCountry(KnownCountries.unknown)) {
            try await worker.fetchDetails(of: KnownCountries.unknown)
        }
    }
}
