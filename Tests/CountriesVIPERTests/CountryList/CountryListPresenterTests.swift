import CountriesModel
import CountriesUI
@testable import CountriesVIPER
import Foundation
import Testing

@MainActor @Suite struct CountryListPresenterTests {
    static let austria = CountrySummary.row("AUT", "Austria")
    static let germany = CountrySummary(alpha3: "DEU", alpha2: "DE", name: "Germany", population: 83_240_525, region: "Europe")

    let view = CountryListViewMock()
    let interactor = CountryListInteractorMock()
    let router = CountryListRouterMock()
    let presenter: CountryListPresenter

    init() {
        presenter = CountryListPresenter(interactor: interactor, router: router)
        presenter.view = view
    }

    private func loaded(_ countries: [CountrySummary], favourites: Set<String> = []) {
        presenter.didLoadCountries(countries, favourites: favourites)
    }

    @Test func beforeAnyLoadTheListSaysNotLoadedWithRetry() {
        presenter.viewDidLoad()

        #expect(view.rows == [])
        #expect(view.message == "Not loaded.")
        #expect(view.loadingControl == .retry)
        #expect(interactor.calls.isEmpty)
    }

    @Test func appearingShowsLoadingWithCancelAndLoads() async {
        await presenter.viewWillAppear()

        #expect(view.isLoading)
        #expect(view.loadingControl == .cancelLoading)
        #expect(view.message == nil)
        #expect(view.regions == ["All", "Europe"])
        #expect(view.selectedRegion == 0)
        #expect(interactor.calls == [.loadCountries])
    }

    @Test func aRowReadsFlagNameMarkAndGroupedPopulation() {
        loaded([Self.austria, Self.germany], favourites: ["DEU"])

        #expect(view.rows == [
            CountryListScreen.Row(alpha3: "AUT", title: "Austria", detail: "Population 1"),
            CountryListScreen.Row(alpha3: "DEU", title: "🇩🇪 Germany ★", detail: "Population 83,240,525"),
        ])
        #expect(!view.isLoading)
        #expect(view.loadingControl == nil)
        #expect(view.message == nil)
    }

    @Test func aPopulationOfZeroReadsUnknown() {
        var antarctica = Self.austria
        antarctica.population = 0

        #expect(CountryListPresenter.populationText(of: antarctica) == "Population unknown")
    }

    @Test func regionsReadAllTheirNameOrNoRegion() {
        #expect([RegionFilter.all, .region("Oceania"), .noRegion].map(CountryListPresenter.title) == ["All", "Oceania", "No region"])
    }

    @Test func noMatchSaysSoAlsoWhileTheNextLoadRuns() async {
        loaded([])
        #expect(view.message == "No matches found")

        await presenter.didChangeSearch(to: "zz")

        #expect(view.message == "No matches found")
        #expect(view.isLoading)
    }

    @Test func aReloadKeepsTheRowsOnScreenMeanwhile() async {
        loaded([Self.austria])

        await presenter.didTapRetry()

        #expect(view.titles == ["Austria"])
        #expect(view.isLoading)
        #expect(view.loadingControl == .cancelLoading)
    }

    @Test func aFailedLoadShowsItsMessageWithRetry() {
        presenter.didFailToLoad(.storage(.loadCountries))

        #expect(view.rows == [])
        #expect(view.message == "Could not load the countries.")
        #expect(view.loadingControl == .retry)
    }

    @Test func cancelGoesBackToTheRowsShownBefore() async {
        loaded([Self.austria])
        await presenter.didChangeSearch(to: "ger")

        presenter.didTapCancelLoading()

        #expect(interactor.calls == [.search(for: "ger"), .loadCountries, .cancelLoading])
        #expect(view.titles == ["Austria"])
        #expect(!view.isLoading)
        #expect(view.loadingControl == nil)
    }

    @Test func cancellingTheFirstLoadShowsNotLoaded() async {
        await presenter.viewWillAppear()

        presenter.didTapCancelLoading()

        #expect(view.message == "Not loaded.")
        #expect(view.loadingControl == .retry)
    }

    @Test func leavingTheStackCancelsTheLoad() async {
        await presenter.viewWillAppear()

        presenter.viewDidDisappear()

        #expect(interactor.calls == [.loadCountries, .cancelLoading])
    }

    @Test func searchingSetsTheQueryAndReloads() async {
        await presenter.didChangeSearch(to: "ger")

        #expect(interactor.calls == [.search(for: "ger"), .loadCountries])
    }

    /// The interactor selects the region at that row (CountryListInteractorTests).
    @Test func pickingARegionSelectsItAndReloads() async {
        interactor.log.answer { $0.regionFilter = .region("Europe") }

        await presenter.didPickRegion(at: 1)

        #expect(view.selectedRegion == 1)
        #expect(interactor.calls == [.selectRegion(at: 1), .loadCountries])
    }

    /// The interactor refuses a row outside its regions (CountryListInteractorTests).
    @Test func aRegionTheInteractorRefusesDoesNothing() async {
        interactor.log.answer { $0.selectRegion = false }

        await presenter.didPickRegion(at: 9)

        #expect(interactor.calls == [.selectRegion(at: 9)])
        #expect(view.calls.isEmpty)
    }

    @Test func selectingARowOpensThatCountry() {
        loaded([Self.austria, Self.germany])

        presenter.didSelectCountry(at: 1)

        #expect(router.calls == [.showDetails(Self.germany)])
    }

    @Test func selectingWithoutRowsOrOutsideThemDoesNothing() {
        presenter.didSelectCountry(at: 0)
        loaded([Self.austria])
        presenter.didSelectCountry(at: 1)

        #expect(router.calls.isEmpty)
    }

    @Test func aDeepLinkIsLookedUpFirst() async throws {
        let url = try #require(URL(string: "countries://country/DEU"))

        await presenter.openDeepLink(url)

        #expect(interactor.calls == [.lookUpDeepLink(url)])
        #expect(router.calls.isEmpty)
    }

    @Test func aFoundCountryGoesOnTopOfTheList() {
        let details = CountryDetails(country: Country(alpha3: "JPN", alpha2: "JP", name: "Japan"), currencies: [], neighbours: [])

        presenter.didLookUpDeepLink(details)

        #expect(router.calls == [.showDeepLinkedDetails(details)])
    }

    @Test func aLinkThatCannotBeFollowedShowsAnError() {
        presenter.didFailToOpenDeepLink(.unknownCountry("XYZ"))

        #expect(router.calls == [.showLinkError("Unknown country XYZ.")])
    }
}
