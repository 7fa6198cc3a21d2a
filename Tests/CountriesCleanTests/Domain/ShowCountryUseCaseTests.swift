@testable import CountriesCleanDomain
import CountriesModel
import Testing

@MainActor
@Suite struct ShowCountryUseCaseTests {
    let appState = AppState()
    var useCase: DefaultShowCountryUseCase { DefaultShowCountryUseCase(appState: appState) }

    init() {
        appState.countryList.countries = .loaded(Sample.summaries)
    }

    @Test func aRowOpensItsCountryWithNothingLoadedYet() throws {
        useCase.showCountry(at: 2)

        let route = try #require(appState.routing.details.first)
        #expect(route.country == Sample.germany)
        #expect(appState.details[route.id] == AppState.Details())
    }

    @Test func aRowOutsideTheListOpensNothing() {
        useCase.showCountry(at: 9)

        #expect(appState.routing.details.isEmpty)
        #expect(appState.details.isEmpty)
    }

    @Test func aNeighbourOpensOnTop() throws {
        useCase.showCountry(at: 2)
        let germany = try #require(appState.routing.details.first)
        appState.details[germany.id]?.details = .loaded(Sample.details["DEU"]!)

        useCase.showNeighbour(at: 0, of: germany)

        #expect(appState.routing.details.map(\.country.name) == ["Germany", "Austria"])
    }

    @Test func theSameCountryTwiceIsTwoScreens() {
        useCase.showCountry(at: 2)
        useCase.showCountry(at: 2)

        #expect(Set(appState.routing.details.map(\.id)).count == 2)
        #expect(appState.details.count == 2)
    }
}
