import CountriesModel
@testable import CountriesVIPER
import Foundation
import Testing

@MainActor @Suite struct CountryListPresenterTests {
    static let austria = CountrySummary.row("AUT", "Austria")
    static let germany = CountrySummary.row("DEU", "Germany")

    let view = CountryListViewMock()
    let interactor = CountryListInteractorMock()
    let router = CountryListRouterMock()
    let presenter: CountryListPresenter

    init() {
        presenter = CountryListPresenter(interactor: interactor, router: router)
        presenter.view = view
    }

    private func loaded(_ countries: [CountrySummary], favourites: Set<String> = []) {
        presenter.didLoad(CountryListContent(regionFilters: interactor.regionFilters, countries: countries, favourites: favourites))
    }

    @Test func appearingShowsLoadingAndLoads() async {
        await presenter.viewWillAppear()

        #expect(view.countries == .isLoading(previous: nil))
        #expect(view.regions == [.all, .region("Europe")])
        #expect(interactor.requests == [.load])
    }

    @Test func loadedCountriesAreShownWithTheirMarks() {
        loaded([Self.austria, Self.germany], favourites: ["DEU"])

        #expect(view.countries == .loaded([Self.austria, Self.germany]))
        #expect(view.favourites == ["DEU"])
    }

    @Test func aReloadKeepsTheRowsOnScreenMeanwhile() async {
        loaded([Self.austria])

        await presenter.didTapRetry()

        #expect(view.countries == .isLoading(previous: [Self.austria]))
    }

    @Test func aFailedLoadShowsItsMessage() {
        presenter.didFailToLoad("Could not load the countries.")

        #expect(view.countries == .failed(message: "Could not load the countries."))
    }

    @Test func cancelGoesBackToTheRowsShownBefore() async {
        loaded([Self.austria])
        await presenter.didChangeSearch(to: "ger")

        presenter.didTapCancelLoading()

        #expect(interactor.requests == [.load, .cancel])
        #expect(view.countries == .loaded([Self.austria]))
    }

    @Test func cancellingTheFirstLoadShowsNotLoaded() async {
        await presenter.viewWillAppear()

        presenter.didTapCancelLoading()

        #expect(view.countries == .notRequested)
    }

    @Test func leavingTheStackCancelsTheLoad() async {
        await presenter.viewWillAppear()

        presenter.viewDidDisappear()

        #expect(interactor.requests == [.load, .cancel])
    }

    @Test func searchingSetsTheQueryAndReloads() async {
        await presenter.didChangeSearch(to: "ger")

        #expect(interactor.searchText == "ger")
        #expect(interactor.requests == [.load])
    }

    @Test func pickingARegionSelectsItAndReloads() async {
        await presenter.didPickRegion(at: 1)

        #expect(view.selectedRegion == .region("Europe"))
        #expect(interactor.requests == [.load])
    }

    @Test func pickingARowOutsideTheRegionsDoesNothing() async {
        await presenter.didPickRegion(at: 9)

        #expect(interactor.requests.isEmpty)
        #expect(view.countries == nil)
    }

    @Test func selectingARowOpensThatCountry() {
        loaded([Self.austria, Self.germany])

        presenter.didSelectCountry(at: 1)

        #expect(router.routes == [.details("DEU")])
    }

    @Test func selectingWithoutRowsOrOutsideThemDoesNothing() {
        presenter.didSelectCountry(at: 0)
        loaded([Self.austria])
        presenter.didSelectCountry(at: 1)

        #expect(router.routes.isEmpty)
    }

    @Test func aDeepLinkIsLookedUpFirst() async throws {
        let url = try #require(URL(string: "countries://country/DEU"))

        await presenter.openDeepLink(url)

        #expect(interactor.requests == [.lookUp(url)])
        #expect(router.routes.isEmpty)
    }

    @Test func aFoundCountryGoesOnTopOfTheList() {
        let details = CountryDetails(country: Country(alpha3: "JPN", alpha2: "JP", name: "Japan"), currencies: [], neighbours: [])

        presenter.didLookUpDeepLink(details)

        #expect(router.routes == [.deepLinked("JPN")])
    }

    @Test func aLinkThatCannotBeFollowedShowsAnError() {
        presenter.didFailToOpenDeepLink("Unknown country XYZ.")

        #expect(router.routes == [.error("Unknown country XYZ.")])
    }
}
