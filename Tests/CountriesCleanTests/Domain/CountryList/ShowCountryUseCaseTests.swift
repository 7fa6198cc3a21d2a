@testable import CountriesCleanDomain
import CountriesModel
import CountriesTestSupport
import Testing

@MainActor @Suite struct ShowCountryUseCaseTests {
    let appState = AppState()
    var useCase: DefaultShowCountryUseCase { DefaultShowCountryUseCase(appState: appState) }

    @Test func aCountryOpensWithNothingLoadedYet() throws {
        useCase.show(Atlas.germany)

        let route = try #require(appState.routing.details.first)
        #expect(route.country == Atlas.germany)
        #expect(appState.details[route.id] == AppState.Details())
    }

    @Test func aNeighbourOpensOnTop() throws {
        useCase.show(Atlas.germany)

        useCase.show(Atlas.austria)

        #expect(appState.routing.details.map(\.country.name) == ["Germany", "Austria"])
    }

    @Test func theSameCountryTwiceIsTwoScreens() {
        useCase.show(Atlas.germany)
        useCase.show(Atlas.germany)

        #expect(Set(appState.routing.details.map(\.id)).count == 2)
        #expect(appState.details.count == 2)
    }
}
