import AppSupport
import CountriesModel
@testable import CountriesVIP
import TestSupport
import Testing

/// Details' business with a Presenter spy and a Worker spy, as the templates test an
/// Interactor: what it asks the Worker, and what it answers its Presenter.
@MainActor @Suite struct CountryDetailsInteractorTests {
    let presenter = CountryDetailsPresenterSpy()
    let worker = CountryDetailsWorkerSpy()
    let interactor: CountryDetailsInteractor

    init() {
        interactor = CountryDetailsInteractor(presenter: presenter, worker: worker)
        interactor.country = SampleCountries.germany
    }

    private func fetch() async {
        await interactor.fetchDetails(request: DetailsScene.FetchDetails.Request())
    }

    private func toggle() async {
        await interactor.toggleFavourite(request: DetailsScene.ToggleFavourite.Request())
    }

    @Test func aFetchPresentsTheLoadThenTheDetailsAndTheMark() async {
        worker.details = .success((SampleCountries.germanyDetails, true))

        await fetch()

        #expect(worker.calls == [.fetchDetails("DEU")])
        #expect(presenter.detailsResponses.map(\.details) == [.isLoading(previous: nil), .loaded(SampleCountries.germanyDetails)])
        #expect(presenter.detailsResponses.first?.country == SampleCountries.germany)
        #expect(presenter.last?.isFavourite == true)
        #expect(presenter.last?.error == nil)
    }

    @Test func aSceneNobodyHandedACountryDoesNothing() async {
        let orphan = CountryDetailsInteractor(presenter: presenter, worker: worker)

        await orphan.fetchDetails(request: DetailsScene.FetchDetails.Request())
        await orphan.toggleFavourite(request: DetailsScene.ToggleFavourite.Request())

        #expect(presenter.detailsResponses.isEmpty)
        #expect(worker.calls.isEmpty)
    }

    @Test func detailsHandedOverStayShownWhileTheyReload() async {
        let germany = SampleCountries.germanyDetails
        interactor.details = .loaded(germany)

        await fetch()

        #expect(presenter.detailsResponses.map(\.details) == [.isLoading(previous: germany), .loaded(germany)])
    }

    @Test func theFavouriteTogglesThroughTheWorkerAndIsReShown() async {
        await fetch()

        await toggle()
        #expect(presenter.last?.isFavourite == true)
        await toggle()

        #expect(presenter.last?.isFavourite == false)
        #expect(worker.calls.dropFirst() == [.saveFavourite("DEU", true), .saveFavourite("DEU", false)])
    }

    @Test func aFailingSaveIsPresentedWithTheMarkAsItWas() async {
        await fetch()
        worker.saveResult = .failure(.storage(.saveFavourite))

        await toggle()

        #expect(presenter.last?.error == .storage(.saveFavourite))
        #expect(presenter.last?.isFavourite == false)
        worker.saveResult = .success(())
        await toggle()
        #expect(presenter.last?.isFavourite == true)
        #expect(presenter.last?.error == nil)
    }

    @Test func aFailedLoadIsPresentedAsFailed() async {
        worker.details = .failure(.storage(.loadFavourites))

        await fetch()

        #expect(presenter.last?.details == .failed(.storage(.loadFavourites)))
    }

    @Test func aFailedLoadCanBeRetried() async {
        worker.details = .failure(.storage(.loadDetails))
        await fetch()

        worker.details = .success((SampleCountries.germanyDetails, false))
        await fetch()

        #expect(presenter.detailsResponses.map(\.details).suffix(2) == [
            .isLoading(previous: nil), .loaded(SampleCountries.germanyDetails),
        ])
    }

    @Test func aSaveAsksForTheOppositeOfTheMarkLoaded() async {
        worker.details = .success((SampleCountries.germanyDetails, true))
        await fetch()

        await toggle()

        #expect(worker.calls.last == .saveFavourite("DEU", false))
        #expect(presenter.last?.isFavourite == false)
    }

    @Test func cancellingGoesBackToWhatShowedAndTheLoadAnswersNothing() async throws {
        await fetch()
        let germany = SampleCountries.germanyDetails
        worker.holds.arm("fetchDetails", .hold)
        let reload = Task { await fetch() }
        try await worker.holds.waitUntilHeld()

        interactor.cancelLoading(request: DetailsScene.CancelLoading.Request())
        await reload.value

        #expect(presenter.detailsResponses.map(\.details).suffix(2) == [.isLoading(previous: germany), .loaded(germany)])
        #expect(presenter.detailsResponses.count == 4)
    }

    @Test func aSaveStillLandsOnceTheLoadIsCancelled() async throws {
        worker.holds.arm("saveFavourite", .hold)
        let save = Task { await toggle() }
        try await worker.holds.waitUntilHeld()

        interactor.cancelLoading(request: DetailsScene.CancelLoading.Request())
        worker.holds.reset()
        await save.value

        #expect(worker.calls == [.saveFavourite("DEU", true)])
        #expect(presenter.last?.isFavourite == true)
    }
}
