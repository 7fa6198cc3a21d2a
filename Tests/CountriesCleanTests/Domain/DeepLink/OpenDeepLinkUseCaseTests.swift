import AppSupport
@testable import CountriesCleanDomain
import CountriesModel
import CountriesTestSupport
import Foundation
import Testing

@MainActor @Suite struct OpenDeepLinkUseCaseTests {
    let appState = AppState()
    let repositories = CountriesRepositoriesMock()
    var useCase: DefaultOpenDeepLinkUseCase { DefaultOpenDeepLinkUseCase(appState: appState, catalog: repositories) }

    func open(_ link: String) async throws {
        await useCase.open(try #require(URL(string: link)))
    }

    @Test func aCountryLinkReplacesTheDetailsWithThatCountryLoaded() async throws {
        appState.routing.details = [AppState.DetailsRoute(country: Atlas.austria), AppState.DetailsRoute(country: Atlas.germany)]

        try await open("countries://country/deu")

        let route = try #require(appState.routing.details.first)
        #expect(appState.routing.details.count == 1)
        #expect(route.country == Atlas.germany)
        #expect(appState.details[route.id]?.details == .loaded(Atlas.details["DEU"]!))
        repositories.verify([.details(of: "DEU")])
    }

    @Test func anUnknownCodeShowsAnErrorAndKeepsTheStack() async throws {
        let shown = [AppState.DetailsRoute(country: Atlas.austria)]
        appState.routing.details = shown

        try await open("countries://country/XYZ")

        #expect(appState.routing.linkError == .unknownCountry("XYZ"))
        #expect(appState.routing.details == shown)
    }

    @Test func aLinkThatIsNotACountryLinkAsksNothing() async throws {
        try await open("https://example.com/country/DEU")

        #expect(appState.routing.linkError == .invalidLink("https://example.com/country/DEU"))
        repositories.verify([])
    }

    @Test func aFailingLookupShowsTheStorageError() async throws {
        repositories.detailsResponse = .failure(.storage(.loadDetails))

        try await open("countries://country/DEU")

        #expect(appState.routing.linkError == .storage(.loadDetails))
        #expect(appState.routing.details.isEmpty)
    }
}
