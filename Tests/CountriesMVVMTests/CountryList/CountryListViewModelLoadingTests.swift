import AppSupport
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import TestSupport
import Testing
@testable import CountriesMVVM

/// Loading, cancelling and failing: the list's `Loadable` transitions.
extension CountryListViewModelTests {
    @Test func reloadKeepsThePreviousListWhileLoading() async throws {
        await viewModel.search(for: "cote")
        let shown = viewModel.countries.value
        faults.arm(CountriesFaultKey.countriesList, .hold)

        let search = Task { await viewModel.search(for: "ger") }
        try await faults.waitUntilHeld()

        #expect(viewModel.countries == .isLoading(previous: shown))
        faults.reset()
        await search.value
        #expect(names == KnownCountries.gerAllMatches)
    }

    @Test func cancellingReturnsToThePreviousListAndStopsTheLoad() async throws {
        await viewModel.search(for: "cote")
        let shown = viewModel.countries
        faults.arm(CountriesFaultKey.countriesList, .hold)
        let search = Task { await viewModel.search(for: "ger") }
        try await faults.waitUntilHeld()

        viewModel.cancelLoading()
        await search.value

        #expect(faults.heldCount == 0)
        #expect(viewModel.countries == shown)
    }

    @Test func cancellingTheFirstLoadReturnsToNotRequested() async throws {
        faults.arm(CountriesFaultKey.countriesRegions, .hold)
        let load = Task { await viewModel.load() }
        try await faults.waitUntilHeld()

        viewModel.cancelLoading()
        await load.value

        #expect(viewModel.countries == .notRequested)
        #expect(faults.heldCount == 0)
    }

    @Test func aNewSearchCancelsTheOneInFlight() async throws {
        faults.arm(CountriesFaultKey.countriesList, .hold)
        let first = Task { await viewModel.search(for: "cote") }
        try await faults.waitUntilHeld()
        faults.disarm(CountriesFaultKey.countriesList)

        await viewModel.search(for: "ger")
        await first.value

        #expect(faults.heldCount == 0)
        #expect(names == KnownCountries.gerAllMatches)
    }

    @Test(arguments: [
        (CountriesFaultKey.countriesList, StorageOperation.loadCountries, "Could not load the countries."),
        (CountriesFaultKey.countriesRegions, .loadCountries, "Could not load the countries."),
        (CountriesFaultKey.favouritesList, .loadFavourites, "Could not load the favourites."),
    ])
    func aFailingRepositoryCallFailsTheLoadWithItsMessage(key: String, operation: StorageOperation, message: String) async {
        faults.arm(key, .fail)

        await viewModel.load()

        #expect(viewModel.countries == .failed(.storage(operation)))
        #expect(viewModel.message == message)
    }

    @Test func retryAfterAFailureLoadsAndNothingStoredIsLost() async throws {
        try await repositories.favourites.setFavourite(KnownCountries.japan, true)
        faults.arm("*", .fail)
        await viewModel.load()

        faults.reset()
        await viewModel.load()

        #expect(names.count == KnownCountries.count)
        #expect(viewModel.favourites == [KnownCountries.japan])
    }
}
