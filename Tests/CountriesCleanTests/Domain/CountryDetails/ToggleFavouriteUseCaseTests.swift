@testable import CountriesCleanDomain
import CountriesModel
import CountriesTestSupport
import Testing

@MainActor @Suite struct ToggleFavouriteUseCaseTests {
    let appState = AppState()
    let repositories = CountriesRepositoriesMock()
    let route = AppState.DetailsRoute(country: Atlas.austria)
    var useCase: DefaultToggleFavouriteUseCase { DefaultToggleFavouriteUseCase(appState: appState, favourites: repositories) }

    init() {
        appState.details[route.id] = AppState.Details(details: .loaded(Atlas.details["AUT"]!))
    }

    @Test func addsThenRemovesTheFavourite() async throws {
        try await useCase.toggle(route)
        #expect(appState.details[route.id]?.isFavourite == true)

        try await useCase.toggle(route)
        #expect(appState.details[route.id]?.isFavourite == false)

        repositories.verify([.setFavourite("AUT", true), .setFavourite("AUT", false)])
    }

    @Test func aFailingSaveThrowsAndChangesNothing() async {
        repositories.setFavouriteResponse = .failure(.storage(.saveFavourite))

        await #expect(throws: CountriesError.storage(.saveFavourite)) { try await useCase.toggle(route) }

        #expect(appState.details[route.id]?.isFavourite == false)
    }

    @Test func aClosedScreenSavesNothing() async throws {
        appState.details = [:]

        try await useCase.toggle(route)

        repositories.verify([])
    }
}
