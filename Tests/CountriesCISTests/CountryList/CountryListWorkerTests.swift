import AppSupport
@testable import CountriesCIS
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import TerminalUI
import Testing

/// The real Countries list Worker: the bundled data in SQLite, one load in flight, the
/// details it opens on the real stack.
@MainActor
@Suite struct CountryListWorkerTests {
    let shelf: Shelf
    let worker: CountryListWorker

    init() throws {
        shelf = try Shelf()
        worker = CountryListWorker(assembly: shelf.context)
    }

    @Test func readsTheBundledCountries() async throws {
        #expect(try await worker.countries(matching: "ger", in: .all).names == KnownCountries.gerAllMatches)
        #expect(try await worker.regionFilters().last == .noRegion)
        #expect(try await worker.details(of: KnownCountries.germany).neighbours.names == KnownCountries.germanyNeighbourNames)
        #expect(try await worker.favourites().isEmpty)
    }

    @Test func aNewerLoadCancelsTheOneInFlight() async throws {
        shelf.faults.arm(CountriesFaultKey.countriesList, .hold)
        let first = Task { [worker] in await worker.latest { try? await worker.countries(matching: "a", in: .all).count } }
        try await shelf.untilHeld()
        shelf.faults.reset()

        let second = await worker.latest { [worker] in try? await worker.countries(matching: "", in: .all).count }

        #expect(await first.value == nil)
        #expect(second == KnownCountries.count)
    }

    @Test func cancelLoadingStopsTheLoadInFlight() async throws {
        shelf.faults.arm(CountriesFaultKey.countriesRegions, .hold)
        let load = Task { [worker] in await worker.latest { try? await worker.regionFilters() } }
        try await shelf.untilHeld()

        worker.cancelLoading()

        #expect(await load.value == nil)
    }

    @Test func opensDetailsOnTopAndADeepLinkOverTheListAlone() {
        worker.showDetails(CountryDetailsState(country: CountrySummary(alpha3: "AUT", alpha2: "AT", name: "Austria", population: 1, region: nil)))
        worker.showDetails(CountryDetailsState(country: CountrySummary(alpha3: "CHE", alpha2: "CH", name: "Switzerland", population: 1, region: nil)))
        #expect(shelf.titles == ["", "Austria", "Switzerland"])

        worker.showDetailsOverList(CountryDetailsState(country: CountrySummary(alpha3: "JPN", alpha2: "JP", name: "Japan", population: 1, region: nil)))

        #expect(shelf.titles == ["", "Japan"])
    }

    @Test func aLinksErrorShowsOverWhateverIsOnScreen() {
        worker.showDetails(CountryDetailsState(country: CountrySummary(alpha3: "AUT", alpha2: "AT", name: "Austria", population: 1, region: nil)))

        worker.showLinkError("Unknown country XYZ.")

        #expect(shelf.navigationController.currentScreen.alert == .error("Unknown country XYZ."))
    }
}
