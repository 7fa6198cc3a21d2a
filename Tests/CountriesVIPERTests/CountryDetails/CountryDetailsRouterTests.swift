import CountriesModel
import CountriesTestSupport
import TerminalUI
@testable import CountriesVIPER
import Testing

/// Details' router over a real stack and the real factory: a chosen neighbour is pushed
/// as a linked details module of its own, on the same stack.
@MainActor @Suite struct CountryDetailsRouterTests {
    @Test func aNeighbourIsPushedOnTopOfTheDetailsLinked() async throws {
        let app = try await RunningApp.started()
        await app.run("type Search germany", "select Germany")
        let germany = try #require(app.navigationController.topViewController as? CountryDetailsView)
        let router = try #require((germany.presenter as? CountryDetailsPresenter)?.router as? CountryDetailsRouter)

        router.showDetails(of: try await app.backend.summary(KnownCountries.austria))
        await app.session.waitUntilIdle()

        let view = try #require(app.navigationController.topViewController as? CountryDetailsView)
        let presenter = try #require(view.presenter as? CountryDetailsPresenter)
        #expect(app.titles == ["Countries", "Germany", "Austria"])
        #expect(presenter.view === view)
        #expect((presenter.interactor as? CountryDetailsInteractor)?.presenter === presenter)
        #expect((presenter.router as? CountryDetailsRouter)?.navigationController === app.navigationController)
    }
}
