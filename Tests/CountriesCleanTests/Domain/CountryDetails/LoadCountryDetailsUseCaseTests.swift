import AppSupport
@testable import CountriesCleanDomain
import CountriesModel
import CountriesTestSupport
import Testing

@MainActor @Suite struct LoadCountryDetailsUseCaseTests {
    let appState = AppState()
    let repositories = CountriesRepositoriesMock()
    let route = AppState.DetailsRoute(country: Atlas.germany)
    var useCase: DefaultLoadCountryDetailsUseCase {
        DefaultLoadCountryDetailsUseCase(appState: appState, catalog: repositories, favourites: repositories)
    }
    var shown: AppState.Details? { appState.details[route.id] }

    init() {
        appState.routing.details = [route]
        appState.details[route.id] = AppState.Details()
    }

    @Test func loadsTheDetailsThenTheFavourites() async {
        repositories.favouritesResponse = .success(["DEU"])

        await useCase.load(route)

        repositories.verify([.details(of: "DEU"), .favourites])
        #expect(shown?.details == .loaded(Atlas.details["DEU"]!))
        #expect(shown?.isFavourite == true)
    }

    @Test func aFailingLookupFailsTheScreenWithoutAskingForFavourites() async {
        repositories.detailsResponse = .failure(.storage(.loadDetails))

        await useCase.load(route)

        #expect(shown?.details == .failed(.storage(.loadDetails)))
        repositories.verify([.details(of: "DEU")])
    }

    @Test func aFailingFavouritesLoadFailsTheScreenToo() async {
        repositories.favouritesResponse = .failure(.storage(.loadFavourites))

        await useCase.load(route)

        #expect(shown?.details == .failed(.storage(.loadFavourites)))
        #expect(shown?.isFavourite == false)
    }

    @Test func whileReloadingTheDetailsShownBeforeStay() async {
        await useCase.load(route)
        var seen: Loadable<CountryDetails, CountriesError>?
        repositories.duringCall = { [appState, route] _ in seen = appState.details[route.id]?.details }

        await useCase.load(route)

        #expect(seen == .isLoading(previous: Atlas.details["DEU"]!))
    }

    @Test func aCancelledLoadWritesNothingAndCancelPutsTheDetailsBack() async {
        await useCase.load(route)
        repositories.favouritesResponse = .success(["DEU"])
        repositories.duringCall = { _ in cancelTheCallingTask() }

        await Task { [useCase, route] in await useCase.load(route) }.value
        #expect(shown?.details.isLoading == true)
        #expect(shown?.isFavourite == false)

        useCase.cancelLoading(route)
        #expect(shown?.details == .loaded(Atlas.details["DEU"]!))
    }

    @Test func closingTheScreenDropsItsState() async {
        useCase.close(route)

        await useCase.load(route)

        #expect(appState.details.isEmpty)
        repositories.verify([])
    }
}
