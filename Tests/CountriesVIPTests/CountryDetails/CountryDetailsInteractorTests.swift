import AppSupport
import CountriesModel
import CountriesStorage
import CountriesTestSupport
@testable import CountriesVIP
import TestSupport
import Testing

/// Details' business with a Presenter spy, over its real Worker on the bundled dataset in
/// SQLite, with faults injected.
@MainActor @Suite struct CountryDetailsInteractorTests {
    let countries: CountriesBackend
    let presenter = CountryDetailsPresenterSpy()
    let interactor: CountryDetailsInteractor

    init() async throws {
        countries = try CountriesBackend()
        interactor = CountryDetailsInteractor(presenter: presenter, worker: CountryDetailsWorker(repositories: countries.repositories))
        interactor.country = try await countries.summary(KnownCountries.germany)
    }

    private func fetch() async {
        await interactor.fetchDetails(request: DetailsScene.FetchDetails.Request())
    }

    private func toggle() async {
        await interactor.toggleFavourite(request: DetailsScene.ToggleFavourite.Request())
    }

    @Test func aFetchPresentsTheLoadThenTheDetailsAndTheMark() async throws {
        try await countries.repositories.favourites.setFavourite(KnownCountries.germany, true)
        let asked = countries.calls.calls.count

        await fetch()

        #expect(presenter.detailsResponses.first?.details == .isLoading(previous: nil))
        #expect(presenter.detailsResponses.first?.country.name == "Germany")
        #expect(presenter.last?.details.value?.neighbours.names == KnownCountries.germanyNeighbourNames)
        #expect(presenter.last?.isFavourite == true)
        #expect(Array(countries.calls.calls.dropFirst(asked)) == [CountriesFaultKey.countriesDetails, CountriesFaultKey.favouritesList])
    }

    @Test func aSceneNobodyHandedACountryDoesNothing() async {
        let orphan = CountryDetailsInteractor(presenter: presenter, worker: CountryDetailsWorker(repositories: countries.repositories))
        let asked = countries.calls.calls.count

        await orphan.fetchDetails(request: DetailsScene.FetchDetails.Request())
        await orphan.toggleFavourite(request: DetailsScene.ToggleFavourite.Request())

        #expect(presenter.detailsResponses.isEmpty)
        #expect(countries.calls.calls.count == asked)
    }

    @Test func detailsHandedOverStayShownWhileTheyReload() async throws {
        let germany = try await countries.repositories.countries.details(of: KnownCountries.germany)
        interactor.details = .loaded(germany)

        await fetch()

        #expect(presenter.detailsResponses.map(\.details) == [.isLoading(previous: germany), .loaded(germany)])
    }

    @Test func theFavouriteTogglesIsStoredAndReShown() async throws {
        await fetch()

        await toggle()
        #expect(presenter.last?.isFavourite == true)
        #expect(try await countries.repositories.favourites.favourites() == [KnownCountries.germany])
        await toggle()

        #expect(presenter.last?.isFavourite == false)
        #expect(try await countries.repositories.favourites.favourites().isEmpty)
    }

    @Test func aFailingSaveAnswersItsErrorAndKeepsTheMark() async throws {
        await fetch()
        countries.faults.arm(CountriesFaultKey.favouritesSave, .fail)
        let shown = presenter.detailsResponses.count

        await toggle()

        #expect(presenter.favouriteErrors == [DetailsScene.ToggleFavourite.Response(error: .storage(.saveFavourite))])
        #expect(presenter.detailsResponses.count == shown)
        #expect(try await countries.repositories.favourites.favourites().isEmpty)
        countries.faults.reset()
        await toggle()
        #expect(presenter.last?.isFavourite == true)
    }

    @Test(arguments: [
        (CountriesFaultKey.countriesDetails, StorageOperation.loadDetails),
        (CountriesFaultKey.favouritesList, .loadFavourites),
    ])
    func anyFailingCallFailsTheLoad(key: String, operation: StorageOperation) async {
        countries.faults.arm(key, .fail)

        await fetch()

        #expect(presenter.last?.details == .failed(.storage(operation)))
    }

    @Test func cancellingGoesBackToWhatShowedAndTheLoadAnswersNothing() async throws {
        await fetch()
        let germany = try #require(presenter.last?.details.value)
        countries.faults.arm(CountriesFaultKey.countriesDetails, .hold)
        let reload = Task { await fetch() }
        try await countries.faults.waitUntilHeld()

        interactor.cancelLoading(request: DetailsScene.CancelLoading.Request())
        await reload.value

        #expect(presenter.detailsResponses.map(\.details).suffix(2) == [.isLoading(previous: germany), .loaded(germany)])
        #expect(presenter.detailsResponses.count == 4)
    }

    @Test func aSaveStillLandsOnceTheLoadIsCancelled() async throws {
        countries.faults.arm(CountriesFaultKey.favouritesSave, .hold)
        let save = Task { await toggle() }
        try await countries.faults.waitUntilHeld()

        interactor.cancelLoading(request: DetailsScene.CancelLoading.Request())
        countries.faults.reset()
        await save.value

        #expect(try await countries.repositories.favourites.favourites() == [KnownCountries.germany])
    }
}
