import AppSupport
@testable import CountriesCleanDomain
import CountriesModel
import CountriesTestSupport
import CountriesUI
import TerminalUI
import Testing

@MainActor @Suite struct CountryDetailsViewTests {
    let app = MockedApp()

    @Test func appearingLoadsEveryDetailsSection() async {
        await app.showDetails(of: Atlas.germany)

        #expect(app.screen.title == "Germany")
        #expect(app.screen.sections.map(\.title) == ["Basic Info", "Currencies", "Languages", "Neighboring countries"])
        #expect(app.screen.sections[1].rows.map(\.title) == ["EUR € Euro"])
        #expect(app.screen.sections[3].rows.map(\.title) == ["🇦🇹 Austria", "🇨🇭 Switzerland"])
        #expect(app.screen.buttons.map(\.title) == ["Add to favourites"])
    }

    @Test func theFavouriteButtonSavesAndFlips() async {
        let route = await app.showDetails(of: Atlas.germany)

        await app.send(.tap(CountryDetailsScreen.Button.favourite))

        #expect(app.screen.buttons.map(\.title) == ["Remove from favourites"])
        #expect(app.appState.details[route.id]?.isFavourite == true)
    }

    @Test func aFailingFavouriteShowsAnAlertUntilAnswered() async {
        app.repositories.setFavouriteResponse = .failure(.storage(.saveFavourite))
        await app.showDetails(of: Atlas.germany)

        await app.send(.tap(CountryDetailsScreen.Button.favourite))
        #expect(app.screen.alert == .error("Could not save the favourite."))

        await app.send(.alert("OK"))
        #expect(app.screen.alert == nil)
        #expect(app.screen.buttons.map(\.title) == ["Add to favourites"])
    }

    @Test func aNeighbourOpensOnTop() async {
        await app.showDetails(of: Atlas.germany)

        await app.send(.select(RowPath(section: 3, row: 1)))

        #expect(app.appState.routing.details.map(\.country.name) == ["Germany", "Switzerland"])
    }

    @Test func aFailedLoadShowsTheMessageAndRetry() async {
        app.repositories.detailsResponse = .failure(.storage(.loadDetails))

        await app.showDetails(of: Atlas.germany)

        #expect(app.screen.title == "Germany")
        #expect(app.screen.emptyMessage == "Could not load the country details.")
        #expect(app.screen.buttons.map(\.title) == ["Retry"])
    }

    @Test func leavingTheStackDropsTheScreensState() async {
        let route = await app.showDetails(of: Atlas.germany)

        app.stage.navigation.setViewControllers([ViewController()])

        #expect(app.appState.details[route.id] == nil)
    }

    @Test func whileReloadingTheFavouriteWaitsAndCancelPutsTheDetailsBack() async {
        let route = await app.showDetails(of: Atlas.germany)
        app.appState.details[route.id]?.details = .isLoading(previous: Atlas.details["DEU"])

        #expect(app.screen.buttons == [
            Screen.Button("Add to favourites", id: CountryDetailsScreen.Button.favourite.id, isEnabled: false),
            Screen.Button("Cancel loading", id: LoadingControl.cancelLoading.id),
        ])

        await app.send(.tap(LoadingControl.cancelLoading))

        #expect(app.screen.buttons.map(\.isEnabled) == [true])
        #expect(app.appState.details[route.id]?.details == .loaded(Atlas.details["DEU"]!))
    }

    @Test func basicInfoReadsAsTheSpecSays() async {
        await app.showDetails(of: Atlas.germany)

        #expect(app.screen.sections[0].rows.map(\.detail) == ["DEU", "Berlin", "83,240,525", "357,022 km²", "Europe (Western Europe)"])
    }
}
