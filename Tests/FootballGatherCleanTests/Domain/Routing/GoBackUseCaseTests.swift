@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

/// The only way a view changes routing: handing the Domain the user's "back".
@MainActor @Suite struct GoBackUseCaseTests {
    let appState = AppState.signedIn()
    var useCase: DefaultGoBackUseCase { DefaultGoBackUseCase(appState: appState) }

    init() {
        appState.routing.path = [.players, .playerDetails(playerID: 1), .playerEdit(playerID: 1, field: .age)]
    }

    @Test func backKeepsTheScreensBelow() {
        useCase.goBack(to: [.players, .playerDetails(playerID: 1)])

        #expect(appState.routing.path == [.players, .playerDetails(playerID: 1)])
    }

    @Test func aPathThatIsNotBackChangesNothing() {
        useCase.goBack(to: [.players, .history])
        useCase.goBack(to: [])

        #expect(appState.routing.path.count == 3)
    }
}
