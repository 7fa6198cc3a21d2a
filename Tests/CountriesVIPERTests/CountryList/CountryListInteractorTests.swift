import CountriesModel
import CountriesTestSupport
@testable import CountriesVIPER
import Foundation
import Testing

/// The list's business against the bundled dataset in SQLite, and against failing storage.
@MainActor @Suite struct CountryListInteractorTests {
    let countries: CountriesBackend
    let output = CountryListOutputSpy()
    let interactor: CountryListInteractor

    init() throws {
        countries = try CountriesBackend()
        interactor = CountryListInteractor(repositories: countries.repositories)
        interactor.presenter = output
    }

    private func names() -> [String]? {
        output.loaded.last?.countries.map(\.name)
    }

    @Test func aLoadBringsEveryCountryTheMarksAndTheRegions() async throws {
        try await countries.repositories.favourites.setFavourite(KnownCountries.japan, true)

        await interactor.loadCountries()

        let content = try #require(output.loaded.last)
        #expect(content.countries.count == KnownCountries.count)
        #expect(content.favourites == [KnownCountries.japan])
        #expect(interactor.regionFilters == [.all] + RegionFilter.standardRegions.map(RegionFilter.region) + [.noRegion])
    }

    @Test func searchMatchesLocalizedNamesIgnoringCaseAndAccents() async {
        interactor.search(for: "GER")
        await interactor.loadCountries()
        #expect(names() == KnownCountries.gerAllMatches)

        interactor.search(for: "cote")
        await interactor.loadCountries()
        #expect(names() == ["Côte d'Ivoire"])
    }

    @Test func searchAndRegionCombine() async {
        await interactor.loadCountries()
        interactor.search(for: "ger")

        #expect(interactor.selectRegion(at: 4))
        await interactor.loadCountries()

        #expect(interactor.regionFilter == .region("Europe"))
        #expect(names() == ["Germany", "Holy See (Vatican City State)"])
    }

    @Test func noMatchIsAnEmptyList() async {
        interactor.search(for: "zzzz")

        await interactor.loadCountries()

        #expect(names() == [])
    }

    @Test func aRegionOutsideThePickerIsRefused() {
        #expect(!interactor.selectRegion(at: 1))
        #expect(interactor.regionFilter == .all)
    }

    @Test(arguments: ["countries.regions", "countries.list", "favourites.list"])
    func anyFailingCallFailsTheLoad(_ key: String) async {
        countries.faults.arm(key, .fail)

        await interactor.loadCountries()

        #expect(output.calls == [.didFailToLoad(.storage(key == "favourites.list" ? .loadFavourites : .loadCountries))])
    }

    @Test func aCancelledLoadReportsNothing() async throws {
        countries.faults.arm("countries.list", .hold)
        let loading = Task { await interactor.loadCountries() }
        try await countries.faults.waitUntilHeld()

        interactor.cancelLoading()
        await loading.value

        #expect(output.calls.isEmpty)
    }

    @Test func aNewerLoadWinsOverTheOneInFlight() async throws {
        countries.faults.arm("countries.list", .hold)
        let first = Task { await interactor.loadCountries() }
        try await countries.faults.waitUntilHeld()
        countries.faults.reset()

        interactor.search(for: "japan")
        await interactor.loadCountries()
        await first.value

        #expect(output.loaded.map { $0.countries.map(\.name) } == [["Japan"]])
        #expect(output.calls.count == 1)
    }

    @Test func aCountryLinkIsLookedUpWhateverTheCaseOfItsCode() async throws {
        await interactor.lookUpDeepLink(try #require(URL(string: "countries://country/deu")))

        let germany = try await countries.repositories.countries.details(of: KnownCountries.germany)
        #expect(output.calls == [.didLookUpDeepLink(germany)])
    }

    @Test(arguments: [
        ("countries://country/XYZ", CountriesError.unknownCountry("XYZ")),
        ("countries://city/Paris", .invalidLink("countries://city/Paris")),
        ("https://example.com/country/JPN", .invalidLink("https://example.com/country/JPN")),
    ])
    func aLinkThatLeadsNowhereReportsWhy(link: String, error: CountriesError) async throws {
        await interactor.lookUpDeepLink(try #require(URL(string: link)))

        #expect(output.calls == [.didFailToOpenDeepLink(error)])
    }

    @Test func aFailingLookUpReportsItsError() async throws {
        countries.faults.arm("countries.details", .fail)

        await interactor.lookUpDeepLink(try #require(URL(string: "countries://country/JPN")))

        #expect(output.calls == [.didFailToOpenDeepLink(.storage(.loadDetails))])
    }
}
