import CountriesModel
import CountriesUI
@testable import CountriesVIP
import Foundation
import TerminalUI
import TestSupport
import Testing

/// The list's ViewController with a BusinessLogic spy and a Router spy: each event becomes
/// one request or one route, and what it draws is the view model it was given.
@MainActor @Suite struct CountryListViewControllerTests {
    let interactor = CountryListBusinessLogicSpy()
    let router = CountryListRouterSpy()
    let viewController: CountryListViewController
    let stage = ScreenStage()

    init() {
        viewController = CountryListViewController(interactor: interactor, router: router)
        router.viewController = viewController
    }

    @Test func everyAppearanceAsksForTheCountriesAndLeavingCancels() async {
        await stage.show(viewController)
        #expect(interactor.requests == [.fetchCountries])

        await stage.show(ViewController())

        #expect(interactor.requests == [.fetchCountries, .cancelLoading])
    }

    @Test func searchRegionRetryAndCancelBecomeRequests() async {
        await stage.show(viewController)

        await stage.send(.edit("search", text: "ger"))
        await stage.send(.pick("region", component: 0, row: 4))
        await stage.send(.tap("retry"))
        await stage.send(.tap("cancelLoading"))

        #expect(interactor.requests == [.fetchCountries, .searchCountries("ger"), .selectRegion(4), .fetchCountries, .cancelLoading])
        #expect(viewController.searchText == "ger")
    }

    @Test func aChosenRowIsSelectedThenRouted() async {
        await stage.show(viewController)

        await stage.send(.select(RowPath(section: 0, row: 2)))

        #expect(router.routes == [.countryDetails(selectedRow: 2)])
        #expect(interactor.requests == [.fetchCountries])
    }

    @Test func itDrawsTheViewModelItIsGivenWithTheSearchItKeeps() async {
        let rows = [CountryListScreen.Row(alpha3: "DEU", title: "🇩🇪 Germany ★", detail: "Population 83,240,525")]
        await stage.show(viewController)
        await stage.send(.edit("search", text: "germ"))

        viewController.displayCountries(viewModel: CountryList.FetchCountries.ViewModel(
            regions: ["All", "Europe"], selectedRegion: 1, rows: rows, message: nil, isLoading: true, loadingControl: .cancelLoading
        ))

        #expect(viewController.screen == CountryListScreen.make(
            search: "germ", regions: ["All", "Europe"], selectedRegion: 1, rows: rows, message: nil, isLoading: true,
            loadingControl: .cancelLoading
        ))
    }

    @Test func aDeepLinkFromTheAppIsARequest() async throws {
        let url = try #require(URL(string: "countries://country/JPN"))

        await viewController.openDeepLink(url)

        #expect(interactor.requests == [.openDeepLink(url)])
    }

    @Test func aLinkThatFoundItsCountryIsRouted() async {
        await stage.show(viewController)

        viewController.displayDeepLink(viewModel: CountryList.OpenDeepLink.ViewModel(errorMessage: nil))

        #expect(router.routes == [.deepLinkedCountry])
        #expect(stage.screen.alert == nil)
    }

    @Test func aLinkThatLeadsNowhereShowsTheErrorAlertAndStaysPut() async {
        await stage.show(viewController)

        viewController.displayDeepLink(viewModel: CountryList.OpenDeepLink.ViewModel(errorMessage: "Unknown country XYZ."))

        #expect(stage.screen.alert == .error("Unknown country XYZ."))
        #expect(router.routes.isEmpty)
        await stage.send(.alert("OK"))
        #expect(stage.screen.alert == nil)
        #expect(stage.screen.title == "Countries")
    }

    @Test func aLinksErrorBelongsToNoScreenAndShowsOverWhateverIsOnTop() async {
        await stage.show(viewController)
        stage.navigation.push(ViewController())

        viewController.displayDeepLink(viewModel: CountryList.OpenDeepLink.ViewModel(errorMessage: "Unknown country XYZ."))

        #expect(stage.screen.alert?.message == "Unknown country XYZ.")
        #expect(router.routes.isEmpty)
    }
}
