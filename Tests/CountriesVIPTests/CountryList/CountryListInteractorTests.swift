import AppSupport
import CountriesModel
@testable import CountriesVIP
import Foundation
import TestSupport
import Testing

/// The list's business with a Presenter spy and a Worker spy, as the templates test an
/// Interactor: what it asks the Worker, and what it answers its Presenter.
@MainActor @Suite struct CountryListInteractorTests {
    let presenter = CountryListPresenterSpy()
    let worker = CountryListWorkerSpy()
    let interactor: CountryListInteractor

    init() {
        interactor = CountryListInteractor(presenter: presenter, worker: worker)
    }

    private var names: [String]? { presenter.last?.countries.value?.map(\.name) }

    private func fetch() async {
        await interactor.fetchCountries(request: CountryList.FetchCountries.Request())
    }

    private func search(_ text: String) async {
        await interactor.searchCountries(request: CountryList.SearchCountries.Request(text: text))
    }

    private func open(_ link: String) async throws {
        await interactor.openDeepLink(request: CountryList.OpenDeepLink.Request(url: try #require(URL(string: link))))
    }

    @Test func aFetchPresentsTheLoadThenTheCountriesWithTheMarksAndTheRegions() async {
        worker.listing = .success(CountryListWorker.Listing(
            regionFilters: SampleCountries.regionFilters, countries: [SampleCountries.japan], favourites: ["JPN"]
        ))

        await fetch()

        #expect(worker.calls == [.fetchCountries(matching: "", in: .all)])
        #expect(presenter.countriesResponses.map(\.countries) == [.isLoading(previous: nil), .loaded([SampleCountries.japan])])
        #expect(presenter.last?.favourites == ["JPN"])
        #expect(presenter.last?.regionFilters == SampleCountries.regionFilters)
        #expect(presenter.last?.regionFilter == .all)
    }

    @Test func theSearchAndTheRegionAreWhatTheWorkerIsAskedFor() async {
        await fetch()
        await search("ger")

        await interactor.selectRegion(request: CountryList.SelectRegion.Request(index: 2))

        #expect(worker.calls.last == .fetchCountries(matching: "ger", in: .region("Europe")))
        #expect(presenter.last?.regionFilter == .region("Europe"))
    }

    @Test func aRegionThePickerDoesNotHaveIsIgnored() async {
        await interactor.selectRegion(request: CountryList.SelectRegion.Request(index: 1))

        #expect(presenter.countriesResponses.isEmpty)
        #expect(worker.calls.isEmpty)
    }

    @Test func aFailedLoadIsPresentedAsFailed() async {
        worker.listing = .failure(.storage(.loadCountries))

        await fetch()

        #expect(presenter.last?.countries == .failed(.storage(.loadCountries)))
    }

    @Test func aFailedReloadDropsTheRowsAndRetryBringsThemBack() async {
        await fetch()
        worker.listing = .failure(.storage(.loadFavourites))
        await fetch()
        #expect(interactor.countries.isEmpty)

        worker.listing = .success(SampleCountries.listing)
        await fetch()

        #expect(interactor.countries == SampleCountries.listing.countries)
    }

    @Test func noMatchIsAnEmptyLoadedList() async {
        worker.listing = .success(CountryListWorker.Listing(regionFilters: [.all], countries: [], favourites: []))

        await search("zzzz")

        #expect(presenter.last?.countries == .loaded([]))
    }

    @Test func cancellingWithNothingInFlightKeepsWhatShows() async {
        await fetch()

        interactor.cancelLoading(request: CountryList.CancelLoading.Request())

        #expect(presenter.last?.countries == .loaded(SampleCountries.listing.countries))
        #expect(worker.calls.count == 1)
    }

    @Test func cancellingGoesBackToTheRowsShownBeforeAndTheLoadAnswersNothing() async throws {
        await fetch()
        worker.holds.arm("fetchCountries", .hold)
        let reload = Task { await search("ger") }
        try await worker.holds.waitUntilHeld()
        #expect(presenter.last?.countries.isLoading == true)
        #expect(interactor.countries == SampleCountries.listing.countries)

        interactor.cancelLoading(request: CountryList.CancelLoading.Request())
        await reload.value

        #expect(presenter.last?.countries == .loaded(SampleCountries.listing.countries))
        #expect(presenter.countriesResponses.count == 4)
    }

    @Test func cancellingTheFirstLoadLeavesNothingLoaded() async throws {
        worker.holds.arm("fetchCountries", .hold)
        let load = Task { await fetch() }
        try await worker.holds.waitUntilHeld()

        interactor.cancelLoading(request: CountryList.CancelLoading.Request())
        await load.value

        #expect(presenter.countriesResponses.map(\.countries) == [.isLoading(previous: nil), .notRequested])
    }

    @Test func aNewerLoadWinsOverTheOneInFlight() async throws {
        worker.holds.arm("fetchCountries", .hold)
        let first = Task { await fetch() }
        try await worker.holds.waitUntilHeld()
        worker.holds.reset()
        worker.listing = .success(CountryListWorker.Listing(regionFilters: [.all], countries: [SampleCountries.japan], favourites: []))

        await search("japan")
        await first.value

        #expect(names == ["Japan"])
        #expect(presenter.countriesResponses.filter { !$0.countries.isLoading }.count == 1)
    }

    @Test func aCountryLinkIsLookedUpWhateverTheCaseOfItsCodeAndKeptForTheRouter() async throws {
        try await open("countries://country/deu")

        #expect(worker.calls == [.fetchDetails("DEU")])
        #expect(presenter.deepLinkResponses == [CountryList.OpenDeepLink.Response(error: nil)])
        #expect(interactor.deepLinkedCountry == SampleCountries.germanyDetails)
        #expect(presenter.countriesResponses.isEmpty)
    }

    @Test(arguments: [
        ("countries://city/Paris", CountriesError.invalidLink("countries://city/Paris")),
        ("https://example.com/country/JPN", .invalidLink("https://example.com/country/JPN")),
    ])
    func aLinkThatIsNotACountrysAnswersWhyAndAsksNothing(link: String, error: CountriesError) async throws {
        try await open(link)

        #expect(presenter.deepLinkResponses == [CountryList.OpenDeepLink.Response(error: error)])
        #expect(worker.calls.isEmpty)
        #expect(interactor.deepLinkedCountry == nil)
    }

    @Test(arguments: [CountriesError.unknownCountry("XYZ"), .storage(.loadDetails)])
    func aFailingLookUpAnswersItsErrorAndKeepsNothing(error: CountriesError) async throws {
        worker.details = .failure(error)

        try await open("countries://country/XYZ")

        #expect(presenter.deepLinkResponses == [CountryList.OpenDeepLink.Response(error: error)])
        #expect(interactor.deepLinkedCountry == nil)
    }
}
