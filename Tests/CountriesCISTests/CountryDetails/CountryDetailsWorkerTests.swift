import AppSupport
@testable import CountriesCIS
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Testing

/// The real Country details Worker: favourites saved in SQLite, failures injected.
@MainActor
@Suite struct CountryDetailsWorkerTests {
    let shelf: Shelf
    let worker: CountryDetailsWorker

    init() throws {
        shelf = try Shelf()
        worker = CountryDetailsWorker(context: shelf.context)
    }

    @Test func savesAndRemovesAFavourite() async throws {
        try await worker.setFavourite(KnownCountries.japan, true)
        #expect(try await worker.favourites() == [KnownCountries.japan])

        try await worker.setFavourite(KnownCountries.japan, false)
        #expect(try await worker.favourites().isEmpty)
    }

    @Test func aFailingSaveKeepsTheFavourites() async throws {
        try await worker.setFavourite(KnownCountries.france, true)
        shelf.faults.arm(CountriesFaultKey.favouritesSave, .fail)

        await #expect(throws: CountriesError.storage(.saveFavourite)) {
            try await worker.setFavourite(KnownCountries.france, false)
        }
        #expect(try await worker.favourites() == [KnownCountries.france])
    }

    @Test func anUnknownCountryIsNamed() async {
        await #expect(throws: CountriesError.unknownCountry(KnownCountries.unknown)) {
            try await worker.details(of: KnownCountries.unknown)
        }
    }
}
