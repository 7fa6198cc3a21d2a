@testable import CountriesCleanDomain
import CountriesModel
import Testing

@MainActor
@Suite struct ShowCountryUseCaseTests {
    let appState = AppState()
    var useCase: DefaultShowCountryUseCase { DefaultShowCountryUseCase(appState: appState) }

    @Test func aCountryOpensWithNothingLoadedYet() throws {
        useCase.show(Sample.germany)

        let route = try #require(appState.routing.details.first)
        #expect(route.country == Sample.germany)
        #expect(appState.details[route.id] == AppState.Details())
    }

    @Test func aNeighbourOpensOnTop() throws {
        useCase.show(Sample.germany)

        useCase.show(Sample.austria)

        #expect(appState.routing.details.map(\.country.name) == ["Germany", "Austria"])
    }

    @Test func theSameCountryTwiceIsTwoScreens() {
        useCase.show(Sample.germany)
        useCase.show(Sample.germany)

        #expect(Set(appState.routing.details.map(\.id)).count == 2)
        #expect(appState.details.count == 2)
    }
}
