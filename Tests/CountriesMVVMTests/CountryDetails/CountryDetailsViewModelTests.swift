import AppSupport
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import TestSupport
import Testing
@testable import CountriesMVVM

@Suite("Country details view model")
@MainActor
struct CountryDetailsViewModelTests {
    let faults = FaultInjector()
    let repositories: CountriesRepositories
    let navigation = NavigationSpy()
    let viewModel: CountryDetailsViewModel

    init() async throws {
        repositories = try .test(faults: faults)
        let germany = try await repositories.countries.details(of: KnownCountries.germany).country.summary
        viewModel = CountryDetailsViewModel(country: germany, repositories: repositories, showDetails: navigation.showDetails)
    }

    @Test func startsWithTheNameAndNothingRequested() {
        #expect(viewModel.title == "Germany")
        #expect(viewModel.details == .notRequested)
    }

    @Test func loadGoesFromNotRequestedThroughLoadingToLoaded() async throws {
        faults.arm(CountriesFaultKey.countriesDetails, .hold)
        let load = Task { await viewModel.load() }
        try await faults.waitUntilHeld()
        #expect(viewModel.details == .isLoading(previous: nil))

        faults.reset()
        await load.value

        let details = try #require(viewModel.details.value)
        #expect(viewModel.details == .loaded(details))
        #expect(details.country.capital == "Berlin")
        #expect(details.neighbours.names == KnownCountries.germanyNeighbourNames)
    }

    @Test func loadTellsWhetherTheCountryIsAFavourite() async throws {
        try await repositories.favourites.setFavourite(KnownCountries.germany, true)

        await viewModel.load()

        #expect(viewModel.isFavourite)
    }

    @Test func reloadKeepsThePreviousDetailsWhileLoading() async throws {
        await viewModel.load()
        let shown = viewModel.details.value
        faults.arm(CountriesFaultKey.countriesDetails, .hold)

        let reload = Task { await viewModel.load() }
        try await faults.waitUntilHeld()

        #expect(viewModel.details == .isLoading(previous: shown))
        faults.reset()
        await reload.value
    }

    @Test func cancellingReturnsToThePreviousDetailsAndStopsTheLoad() async throws {
        await viewModel.load()
        let shown = viewModel.details
        faults.arm(CountriesFaultKey.countriesDetails, .hold)
        let reload = Task { await viewModel.load() }
        try await faults.waitUntilHeld()

        viewModel.cancelLoading()
        await reload.value

        #expect(viewModel.details == shown)
        #expect(faults.heldCount == 0)
    }

    @Test func cancellingTheFirstLoadReturnsToNotRequested() async throws {
        faults.arm(CountriesFaultKey.countriesDetails, .hold)
        let load = Task { await viewModel.load() }
        try await faults.waitUntilHeld()

        viewModel.cancelLoading()
        await load.value

        #expect(viewModel.details == .notRequested)
        #expect(faults.heldCount == 0)
    }

    @Test(arguments: [
        (CountriesFaultKey.countriesDetails, StorageOperation.loadDetails, "Could not load the country details."),
        (CountriesFaultKey.favouritesList, .loadFavourites, "Could not load the favourites."),
    ])
    func aFailingRepositoryCallFailsTheLoadWithItsMessage(key: String, operation: StorageOperation, message: String) async {
        faults.arm(key, .fail)

        await viewModel.load()

        #expect(viewModel.details == .failed(.storage(operation)))
        #expect(viewModel.message == message)
    }

    @Test func retryAfterAFailureLoads() async {
        faults.arm(CountriesFaultKey.countriesDetails, .fail)
        await viewModel.load()

        faults.reset()
        await viewModel.load()

        #expect(viewModel.details.value?.country.alpha3 == KnownCountries.germany)
    }

    @Test func selectingANeighbourAsksToShowItsDetails() async {
        await viewModel.load()

        viewModel.selectNeighbour(at: 0)

        #expect(navigation.openedCodes == [KnownCountries.austria])
    }

    @Test func selectingANeighbourThatIsNotThereOpensNothing() async {
        await viewModel.load()

        viewModel.selectNeighbour(at: 42)

        #expect(navigation.openedCodes.isEmpty)
    }

    @Test func detailsGivenUpFrontShowUntilReloaded() async throws {
        let details = try await repositories.countries.details(of: KnownCountries.japan)
        let viewModel = CountryDetailsViewModel(
            country: details.country.summary, details: .loaded(details),
            repositories: repositories, showDetails: navigation.showDetails
        )

        #expect(viewModel.details == .loaded(details))
        #expect(viewModel.title == "Japan")
    }
}
