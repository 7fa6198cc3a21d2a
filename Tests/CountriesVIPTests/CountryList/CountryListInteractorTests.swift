import AppSupport
import CountriesModel
import CountriesStorage
import CountriesTestSupport
@testable import CountriesVIP
import Foundation
import TestSupport
import Testing

/// The list's business with a Presenter spy, over its real Worker on the bundled dataset in
/// SQLite, with faults injected.
@MainActor @Suite struct CountryListInteractorTests {
    let countries: CountriesBackend
    let presenter = CountryListPresenterSpy()
    let interactor: CountryListInteractor

    init() throws {
        countries = try CountriesBackend()
        interactor = CountryListInteractor(presenter: presenter, worker: CountryListWorker(repositories: countries.repositories))
    }

    private var names: [String]? { presenter.last?.countries.value?.map(\.name) }

    @Test func aFetchPresentsTheLoadThenEveryCountryWithTheMarksAndTheRegions() async throws {
        try await countries.repositories.favourites.setFavourite(KnownCountries.japan, true)

        await interactor.fetchCountries(request: CountryList.FetchCountries.Request())

        #expect(presenter.countriesResponses.count == 2)
        #expect(presenter.countriesResponses.first?.countries == .isLoading(previous: nil))
        let loaded = try #require(presenter.last)
        #expect(loaded.countries.value?.count == KnownCountries.count)
        #expect(loaded.favourites == [KnownCountries.japan])
        #expect(loaded.regionFilters == [.all] + RegionFilter.standardRegions.map(RegionFilter.region) + [.noRegion])
        #expect(loaded.regionFilter == .all)
    }

    @Test func theRepositoriesAreAskedForRegionsThenCountriesThenFavourites() async {
        await interactor.fetchCountries(request: CountryList.FetchCountries.Request())

        #expect(countries.calls.calls == [CountriesFaultKey.countriesRegions, CountriesFaultKey.countriesList, CountriesFaultKey.favouritesList])
    }

    @Test func searchMatchesLocalizedNamesIgnoringCaseAndAccents() async {
        await interactor.searchCountries(request: CountryList.SearchCountries.Request(text: "GER"))
        #expect(names == KnownCountries.gerAllMatches)

        await interactor.searchCountries(request: CountryList.SearchCountries.Request(text: "cote"))
        #expect(names == ["Côte d'Ivoire"])
    }

    @Test func searchAndRegionCombine() async {
        await interactor.fetchCountries(request: CountryList.FetchCountries.Request())
        await interactor.searchCountries(request: CountryList.SearchCountries.Request(text: "ger"))

        await interactor.selectRegion(request: CountryList.SelectRegion.Request(index: 4))

        #expect(presenter.last?.regionFilter == .region("Europe"))
        #expect(names == ["Germany", "Holy See (Vatican City State)"])
    }

    @Test func noMatchIsAnEmptyLoadedList() async {
        await interactor.searchCountries(request: CountryList.SearchCountries.Request(text: "zzzz"))

        #expect(presenter.last?.countries == .loaded([]))
    }

    @Test func aRegionThePickerDoesNotHaveIsIgnored() async {
        await interactor.selectRegion(request: CountryList.SelectRegion.Request(index: 1))

        #expect(presenter.countriesResponses.isEmpty)
        #expect(countries.calls.calls.isEmpty)
    }

    @Test(arguments: [
        (CountriesFaultKey.countriesRegions, StorageOperation.loadCountries),
        (CountriesFaultKey.countriesList, .loadCountries),
        (CountriesFaultKey.favouritesList, .loadFavourites),
    ])
    func anyFailingCallFailsTheLoad(key: String, operation: StorageOperation) async {
        countries.faults.arm(key, .fail)

        await interactor.fetchCountries(request: CountryList.FetchCountries.Request())

        #expect(presenter.last?.countries == .failed(.storage(operation)))
    }

    @Test func aFailedReloadDropsTheRowsAndRetryBringsThemBack() async {
        await interactor.fetchCountries(request: CountryList.FetchCountries.Request())
        countries.faults.arm(CountriesFaultKey.countriesList, .fail)
        await interactor.fetchCountries(request: CountryList.FetchCountries.Request())
        #expect(interactor.countries.isEmpty)

        countries.faults.reset()
        await interactor.fetchCountries(request: CountryList.FetchCountries.Request())

        #expect(interactor.countries.count == KnownCountries.count)
    }

    @Test func cancellingGoesBackToTheRowsShownBeforeAndTheLoadAnswersNothing() async throws {
        let japan = try await countries.summary(KnownCountries.japan)
        await interactor.searchCountries(request: CountryList.SearchCountries.Request(text: "japan"))
        countries.faults.arm(CountriesFaultKey.countriesList, .hold)
        let reload = Task { await interactor.searchCountries(request: CountryList.SearchCountries.Request(text: "ger")) }
        try await countries.faults.waitUntilHeld()
        #expect(presenter.last?.countries.isLoading == true)
        #expect(interactor.countries.map(\.name) == ["Japan"])

        interactor.cancelLoading(request: CountryList.CancelLoading.Request())
        await reload.value

        #expect(presenter.last?.countries == .loaded([japan]))
        #expect(presenter.countriesResponses.count == 4)
    }

    @Test func cancellingTheFirstLoadLeavesNothingLoaded() async throws {
        countries.faults.arm(CountriesFaultKey.countriesRegions, .hold)
        let load = Task { await interactor.fetchCountries(request: CountryList.FetchCountries.Request()) }
        try await countries.faults.waitUntilHeld()

        interactor.cancelLoading(request: CountryList.CancelLoading.Request())
        await load.value

        #expect(presenter.countriesResponses.map(\.countries) == [.isLoading(previous: nil), .notRequested])
    }

    @Test func aNewerLoadWinsOverTheOneInFlight() async throws {
        countries.faults.arm(CountriesFaultKey.countriesList, .hold)
        let first = Task { await interactor.fetchCountries(request: CountryList.FetchCountries.Request()) }
        try await countries.faults.waitUntilHeld()
        countries.faults.reset()

        await interactor.searchCountries(request: CountryList.SearchCountries.Request(text: "japan"))
        await first.value

        #expect(names == ["Japan"])
        #expect(presenter.countriesResponses.filter { !$0.countries.isLoading }.count == 1)
    }

    @Test func aCountryLinkIsLookedUpWhateverTheCaseOfItsCodeAndKeptForTheRouter() async throws {
        await interactor.openDeepLink(request: CountryList.OpenDeepLink.Request(url: try #require(URL(string: "countries://country/deu"))))

        let germany = try await countries.repositories.countries.details(of: KnownCountries.germany)
        #expect(presenter.deepLinkResponses == [CountryList.OpenDeepLink.Response(error: nil)])
        #expect(interactor.deepLinkedCountry == germany)
        #expect(presenter.countriesResponses.isEmpty)
    }

    @Test(arguments: [
        ("countries://country/XYZ", CountriesError.unknownCountry("XYZ")),
        ("countries://city/Paris", .invalidLink("countries://city/Paris")),
        ("https://example.com/country/JPN", .invalidLink("https://example.com/country/JPN")),
    ])
    func aLinkThatLeadsNowhereAnswersWhy(link: String, error: CountriesError) async throws {
        await interactor.openDeepLink(request: CountryList.OpenDeepLink.Request(url: try #require(URL(string: link))))

        #expect(presenter.deepLinkResponses == [CountryList.OpenDeepLink.Response(error: error)])
        #expect(interactor.deepLinkedCountry == nil)
    }

    @Test func aFailingLookUpAnswersItsStorageError() async throws {
        countries.faults.arm(CountriesFaultKey.countriesDetails, .fail)

        await interactor.openDeepLink(request: CountryList.OpenDeepLink.Request(url: try #require(URL(string: "countries://country/JPN"))))

        #expect(presenter.deepLinkResponses == [CountryList.OpenDeepLink.Response(error: .storage(.loadDetails))])
    }
}
