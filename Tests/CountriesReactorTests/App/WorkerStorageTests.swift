import AppSupport
@testable import CountriesReactor
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Testing

/// The real Workers against the bundled dataset in SQLite (in memory), with failures
/// injected where the repositories would fail.
@Suite struct WorkerStorageTests {
    let faults = FaultInjector()
    let repositories: CountriesRepositories

    init() throws {
        repositories = try .test(faults: faults)
    }

    @Test func theListWorkerReadsRegionsCountriesAndFavourites() async throws {
        let worker = CountryListWorker(repositories: repositories)

        #expect(try await worker.regionFilters().last == .noRegion)
        #expect(try await worker.countries(matching: "ger", in: .all).names == KnownCountries.gerAllMatches)
        #expect(try await worker.countries(matching: "ger", in: .region("Africa")).names == ["Algeria", "Niger", "Nigeria"])
        #expect(try await worker.favourites().isEmpty)
    }

    @Test func aFavouriteSavedOnDetailsIsReadByTheList() async throws {
        let details = CountryDetailsWorker(repositories: repositories)

        try await details.setFavourite(KnownCountries.germany, true)

        #expect(try await CountryListWorker(repositories: repositories).favourites() == [KnownCountries.germany])
        #expect(try await details.favourites() == [KnownCountries.germany])
    }

    @Test func theDetailsWorkerReadsNeighboursInListOrder() async throws {
        let details = try await CountryDetailsWorker(repositories: repositories).details(of: KnownCountries.germany)

        #expect(details.neighbours.names == KnownCountries.germanyNeighbourNames)
    }

    @Test func theAppWorkerAnswersUnknownForACodeNoCountryHas() async {
        await #expect(throws: CountriesError.unknownCountry(KnownCountries.unknown)) {
            try await RootWorker(repositories: repositories).details(of: KnownCountries.unknown)
        }
    }

    @Test func aFailedSaveChangesNothing() async throws {
        let worker = CountryDetailsWorker(repositories: repositories)
        faults.arm(CountriesFaultKey.favouritesSave, .fail)

        await #expect(throws: CountriesError.storage(.saveFavourite)) {
            try await worker.setFavourite(KnownCountries.japan, true)
        }
        faults.reset()
        #expect(try await worker.favourites().isEmpty)
    }

    @MainActor
    @Test func theListReactorOverSQLiteLoadsEveryCountry() async {
        let reactor = CountryListReactor(worker: CountryListWorker(repositories: repositories))

        await reactor.send(.appear).value

        #expect(reactor.state.rows.count == KnownCountries.count)
        #expect(reactor.state.regions.last == "No region")
    }

    @MainActor
    @Test func theListReactorOverSQLiteFailsWithTheStorageMessageThenRetries() async {
        let reactor = CountryListReactor(worker: CountryListWorker(repositories: repositories))
        faults.arm(CountriesFaultKey.countriesList, .fail)

        await reactor.send(.search("ger")).value
        #expect(reactor.state.message == "Could not load the countries.")

        faults.reset()
        await reactor.send(.retry).value
        #expect(reactor.state.rows.map(\.title) == ["🇩🇿 Algeria", "🇩🇪 Germany", "🇻🇦 Holy See (Vatican City State)", "🇳🇪 Niger", "🇳🇬 Nigeria"])
    }

    @MainActor
    @Test func theDetailsReactorOverSQLiteKeepsTheFavouriteAcrossScreens() async {
        let germany = CountryDetailsState(country: Atlas.germany)
        let first = CountryDetailsReactor(initialState: germany, worker: CountryDetailsWorker(repositories: repositories))
        await first.send(.appear).value
        await first.send(.tapFavourite).value

        let second = CountryDetailsReactor(initialState: germany, worker: CountryDetailsWorker(repositories: repositories))
        await second.send(.appear).value

        #expect(second.state.content?.favouriteTitle == "Remove from favourites")
        #expect(second.state.content?.basicInfo.capital == "Berlin")
    }
}
