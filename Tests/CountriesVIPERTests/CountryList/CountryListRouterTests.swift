import CountriesModel
import CountriesTestSupport
import TerminalUI
@testable import CountriesVIPER
import Testing

/// The list's router over a real stack and the real factory: each route assembles a linked
/// details module, with its own Router on the same stack.
@MainActor @Suite struct CountryListRouterTests {
    let app: RunningApp
    let router: CountryListRouter

    init() async throws {
        app = try await RunningApp.launched()
        let list = try #require(app.navigationController.topViewController as? CountryListView)
        router = try #require((list.presenter as? CountryListPresenter)?.router as? CountryListRouter)
    }

    @Test func theListModuleIsLinked() throws {
        let list = try #require(app.navigationController.viewControllers.first as? CountryListView)
        let presenter = try #require(list.presenter as? CountryListPresenter)

        #expect(presenter.view === list)
        #expect((presenter.interactor as? CountryListInteractor)?.presenter === presenter)
        #expect(router.viewController === list)
    }

    @Test func detailsArePushedLinkedWithTheirOwnRouter() async throws {
        router.showDetails(of: try await app.countries.summary(KnownCountries.japan))
        await app.session.waitUntilIdle()

        let view = try #require(app.navigationController.topViewController as? CountryDetailsView)
        let presenter = try #require(view.presenter as? CountryDetailsPresenter)
        #expect(app.titles == ["Countries", "Japan"])
        #expect(presenter.view === view)
        #expect((presenter.router as? CountryDetailsRouter)?.navigationController === app.navigationController)
        #expect((presenter.interactor as? CountryDetailsInteractor)?.presenter === presenter)
        #expect(app.screen.buttons.map(\.title) == ["Add to favourites"])
    }

    @Test func aDeepLinkedCountryReplacesEverythingAboveTheList() async throws {
        router.showDetails(of: try await app.countries.summary(KnownCountries.germany))
        router.showDetails(of: try await app.countries.summary(KnownCountries.austria))

        router.showDeepLinkedDetails(try await app.countries.repositories.countries.details(of: KnownCountries.france))

        #expect(app.titles == ["Countries", "France"])
        let presenter = try #require((app.navigationController.topViewController as? CountryDetailsView)?.presenter as? CountryDetailsPresenter)
        #expect(presenter.details.value?.country.name == "France")
    }

    @Test func errorsShowOverWhateverIsOnScreen() async throws {
        router.showDetails(of: try await app.countries.summary(KnownCountries.germany))

        router.showLinkError("Unknown country XYZ.")

        #expect(app.screen.alert == .error("Unknown country XYZ."))
        #expect(app.screen.title == "Germany")
    }
}
