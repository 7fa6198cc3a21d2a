import CountriesModel
import CountriesTestSupport
@testable import CountriesVIP
import Foundation
import TerminalUI
import TestSupport
import Testing

/// The list's Router over a real stack, a scene set up by its Configurator and the bundled
/// dataset: each route builds the next scene, passes it its data, and shows it.
@MainActor @Suite struct CountryListRouterTests {
    let countries: Countries
    let stage = ScreenStage()
    let list: CountryListViewController

    init() async throws {
        countries = try Countries()
        list = CountryListConfigurator(assembly: SceneAssembly(repositories: countries.repositories)).makeScene()
        await stage.show(list)
    }

    private var titles: [String] { stage.navigation.viewControllers.map(\.screen.title) }

    @Test func theConfiguratorLinksTheSceneOneWay() throws {
        let router = try #require(list.router as? CountryListRouter)
        let interactor = try #require(list.interactor as? CountryListInteractor)
        let presenter = try #require(interactor.presenter as? CountryListPresenter)

        #expect(router.viewController === list)
        #expect(router.dataStore === interactor)
        #expect(presenter.viewController === list)
    }

    @Test func aChosenRowPushesItsCountryPassedToTheDetailsDataStore() async throws {
        let row = try #require(list.router.dataStore.countries.firstIndex { $0.alpha3 == KnownCountries.japan })

        await stage.send(.select(RowPath(section: 0, row: row)))

        let details = try #require(stage.navigation.topViewController as? CountryDetailsViewController)
        let japan = try await countries.summary(KnownCountries.japan)
        #expect(details.router.dataStore.country == japan)
        #expect(titles == ["Countries", "Japan"])
        #expect(stage.screen.buttons.map(\.title) == ["Add to favourites"])
    }

    @Test func theDetailsItPushesAreLinkedOneWayToo() async throws {
        await stage.send(.select(RowPath(section: 0, row: 0)))

        let details = try #require(stage.navigation.topViewController as? CountryDetailsViewController)
        let router = try #require(details.router as? CountryDetailsRouter)
        let interactor = try #require(details.interactor as? CountryDetailsInteractor)
        #expect(router.viewController === details)
        #expect(router.dataStore === interactor)
        #expect((interactor.presenter as? CountryDetailsPresenter)?.viewController === details)
    }

    @Test func noRowChosenOrARowNoLongerListedGoesNowhere() async {
        list.router.routeToCountryDetails()
        await stage.send(.select(RowPath(section: 0, row: 10_000)))

        #expect(titles == ["Countries"])
    }

    @Test func aDeepLinkedCountryReplacesEverythingAboveTheListAlreadyLoaded() async throws {
        await stage.send(.select(RowPath(section: 0, row: 0)))
        await stage.send(.select(RowPath(section: 3, row: 0)))
        #expect(stage.navigation.viewControllers.count == 3)

        await list.openDeepLink(try #require(URL(string: "countries://country/FRA")))

        let details = try #require(stage.navigation.topViewController as? CountryDetailsViewController)
        let france = try await countries.repositories.countries.details(of: KnownCountries.france)
        #expect(details.router.dataStore.country == france.country.summary)
        #expect(details.router.dataStore.details.value == france)
        await stage.settle()
        #expect(titles == ["Countries", "France"])
        #expect(stage.navigation.viewControllers.first === list)
    }

    @Test func withoutALookedUpCountryTheStackStaysAsItIs() {
        list.router.routeToDeepLinkedCountry()

        #expect(titles == ["Countries"])
    }
}
