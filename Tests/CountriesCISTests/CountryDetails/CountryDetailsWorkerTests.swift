import AppSupport
@testable import CountriesCIS
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import TerminalUI
import Testing

/// The real Country details Worker: favourites saved in SQLite, failures injected.
@MainActor
@Suite struct CountryDetailsWorkerTests {
    let shelf: Shelf
    let worker: CountryDetailsWorker

    init() throws {
        shelf = try Shelf()
        worker = CountryDetailsWorker(assembly: shelf.context)
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

    @Test("Given the details covered by a neighbour's, when their save fails, then the error waits for them")
    func aSavesErrorWaitsForItsOwnScreen() {
        let details = ViewController()
        shelf.navigationController.push(details)
        worker.view = details
        worker.showDetails(CountryDetailsState(country: CountrySummary(alpha3: "AUT", alpha2: "AT", name: "Austria", population: 1, region: nil)))

        worker.showError("Could not save the favourite.")

        #expect(shelf.navigationController.currentScreen.alert == nil)
        shelf.navigationController.goBack()
        #expect(shelf.navigationController.currentScreen.alert == .error("Could not save the favourite."))
    }
}
