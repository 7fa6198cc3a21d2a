import AppSupport
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Testing
import TestSupport

@Suite struct FaultInjectionTests {
    let faults = FaultInjector()
    let repositories: CountriesRepositories

    init() throws {
        repositories = try CountriesRepositories.test(faults: faults)
    }

    /// Runs the operation a fault key guards.
    private func perform(_ key: String) async throws {
        switch key {
        case CountriesFaultKey.countriesList: _ = try await repositories.countries.countries(matching: "", in: .all)
        case CountriesFaultKey.countriesDetails: _ = try await repositories.countries.details(of: KnownCountries.germany)
        case CountriesFaultKey.countriesRegions: _ = try await repositories.countries.regionFilters()
        case CountriesFaultKey.favouritesList: _ = try await repositories.favourites.favourites()
        case CountriesFaultKey.favouritesSave: try await repositories.favourites.setFavourite(KnownCountries.japan, true)
        default: Issue.record("unknown key \(key)")
        }
    }

    @Test(arguments: zip(CountriesFaultKey.all, [
        StorageOperation.loadCountries, .loadDetails, .loadCountries, .loadFavourites, .saveFavourite,
    ]))
    func armedKeyFailsItsOperationAsStorageWould(key: String, operation: StorageOperation) async throws {
        faults.arm(key, .fail)
        await #expect(throws: CountriesError.storage(operation)) { try await perform(key) }
        for other in CountriesFaultKey.all where other != key {
            try await perform(other)
        }
    }

    @Test func disarmingLetsARetrySucceed() async throws {
        faults.arm(CountriesFaultKey.countriesList, .fail)
        await #expect(throws: CountriesError.storage(.loadCountries)) { try await perform(CountriesFaultKey.countriesList) }
        faults.disarm(CountriesFaultKey.countriesList)
        #expect(try await repositories.countries.allCountries().count == KnownCountries.count)
    }

    @Test func wildcardFailsAWholeRepository() async throws {
        faults.arm("countries.*", .fail)
        for key in [CountriesFaultKey.countriesList, CountriesFaultKey.countriesDetails, CountriesFaultKey.countriesRegions] {
            await #expect(throws: CountriesError.self) { try await perform(key) }
        }
        #expect(try await repositories.favourites.favourites().isEmpty)
    }

    @Test func failedSaveLosesNothingAlreadyStored() async throws {
        try await repositories.favourites.setFavourite(KnownCountries.germany, true)
        faults.arm(CountriesFaultKey.favouritesSave, .fail)
        await #expect(throws: CountriesError.storage(.saveFavourite)) {
            try await repositories.favourites.setFavourite(KnownCountries.germany, false)
        }
        faults.reset()
        #expect(try await repositories.favourites.favourites() == [KnownCountries.germany])
    }

    @Test func heldOperationFinishesWhenReleased() async throws {
        faults.arm(CountriesFaultKey.countriesList, .hold)
        let load = Task { try await repositories.countries.names(matching: "japan") }
        try await faults.waitUntilHeld()
        faults.disarm(CountriesFaultKey.countriesList)
        faults.releaseHeld()
        #expect(try await load.value == ["Japan"])
    }

    @Test func cancellingAHeldOperationThrowsCancellation() async throws {
        faults.arm(CountriesFaultKey.countriesDetails, .hold)
        let load = Task { try await repositories.countries.details(of: KnownCountries.germany) }
        try await faults.waitUntilHeld()
        load.cancel()
        await #expect(throws: CountriesError.cancelled) { try await load.value }
    }

    @Test func aCallFromACancelledTaskThrowsCancelledAndChangesNothing() async throws {
        let saving = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await repositories.favourites.setFavourite(KnownCountries.japan, true)
        }
        await #expect(throws: CountriesError.cancelled) { try await saving.value }
        #expect(try await repositories.favourites.favourites().isEmpty)
    }
}
