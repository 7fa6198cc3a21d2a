@testable import CountriesCleanDomain
import CountriesModel
import CountriesTestSupport
import Testing

/// The only ways a view changes routing: handing the Domain the user's "back" and the
/// answer to the alert.
@MainActor @Suite struct RoutingUseCaseTests {
    let appState = AppState()
    var useCase: DefaultRoutingUseCase { DefaultRoutingUseCase(appState: appState) }
    let germany = AppState.DetailsRoute(country: Atlas.germany)
    let austria = AppState.DetailsRoute(country: Atlas.austria)

    init() {
        appState.routing.details = [germany, austria]
    }

    @Test func backKeepsTheScreensBelow() {
        useCase.goBack(to: [germany])

        #expect(appState.routing.details == [germany])
    }

    @Test func backToTheListLeavesNoDetails() {
        useCase.goBack(to: [])

        #expect(appState.routing.details.isEmpty)
    }

    @Test func aStackThatIsNotBackChangesNothing() {
        useCase.goBack(to: [austria])
        useCase.goBack(to: [germany, austria, germany])

        #expect(appState.routing.details == [germany, austria])
    }

    @Test func answeringTheAlertClearsIt() {
        appState.routing.linkError = .unknownCountry("XYZ")

        useCase.dismissAlert()

        #expect(appState.routing.linkError == nil)
    }
}
