@testable import CountriesCleanDomain
import CountriesModel
import Testing

@MainActor
@Suite struct ToggleFavouriteUseCaseTests {
    let appState = AppState()
    let repositories = MockedCountriesRepositories()
    let route = AppState.DetailsRoute(country: Sample.austria)
    var useCase: DefaultToggleFavouriteUseCase { DefaultToggleFavouriteUseCase(appState: appState, favourites: repositories) }

    init() {
        appState.details[route.id] = AppState.Details(details: .loaded(Sample.details["AUT"]!))
    }

    @Test func addsThenRemovesTheFavourite() async {
        await useCase.toggle(route)
        #expect(appState.details[route.id]?.isFavourite == true)

        await useCase.toggle(route)
        #expect(appState.details[route.id]?.isFavourite == false)

        repositories.verify([.setFavourite("AUT", true), .setFavourite("AUT", false)])
    }

    @Test func aFailingSaveShowsAnErrorAndChangesNothing() async {
        repositories.setFavouriteResponse = .failure(.storage(.saveFavourite))

        await useCase.toggle(route)

        #expect(appState.details[route.id]?.isFavourite == false)
        #expect(appState.details[route.id]?.errorMessage == "Could not save the favourite.")
    }

    @Test func aClosedScreenSavesNothing() async {
        appState.details = [:]

        await useCase.toggle(route)

        repositories.verify([])
    }
}
