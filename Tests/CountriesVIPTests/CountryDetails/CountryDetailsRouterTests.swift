import CountriesModel
import CountriesTestSupport
@testable import CountriesVIP
import TerminalUI
import TestSupport
import Testing

/// Details' Router over a real stack and scenes set up by their Configurator: a chosen
/// neighbour opens as another details scene, its country passed on.
@MainActor @Suite struct CountryDetailsRouterTests {
    let countries: Countries
    let stage = ScreenStage()
    let germany: CountryDetailsViewController

    init() async throws {
        countries = try Countries()
        germany = CountryDetailsConfigurator(assembly: SceneAssembly(repositories: countries.repositories)).makeScene()
        germany.router.dataStore.country = try await countries.summary(KnownCountries.germany)
        await stage.show(germany)
    }

    private var titles: [String] { stage.navigation.viewControllers.map(\.screen.title) }

    @Test func aChosenNeighbourIsPushedWithItsCountryPassedOn() async throws {
        await stage.send(.select(RowPath(section: 3, row: 0)))

        let austria = try #require(stage.navigation.topViewController as? CountryDetailsViewController)
        let summary = try await countries.summary(KnownCountries.austria)
        #expect(austria.router.dataStore.country == summary)
        #expect(titles == ["Germany", "Austria"])
        #expect(stage.screen.sections.first?.rows.first?.detail == "AUT")
    }

    @Test func neighboursOpenAsDeepAsTheUserGoes() async {
        await stage.send(.select(RowPath(section: 3, row: 0)))
        await stage.send(.select(RowPath(section: 3, row: 0)))

        #expect(titles == ["Germany", "Austria", "Czechia"])
    }

    @Test func aNeighbourTheDetailsDoNotListGoesNowhere() async {
        await stage.send(.select(RowPath(section: 3, row: 99)))
        germany.router.dataStore.details = .notRequested
        await stage.send(.select(RowPath(section: 3, row: 0)))

        #expect(titles == ["Germany"])
    }
}
