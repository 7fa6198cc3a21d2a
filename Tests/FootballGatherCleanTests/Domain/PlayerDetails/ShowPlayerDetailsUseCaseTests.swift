@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor @Suite struct ShowPlayerDetailsUseCaseTests {
    let appState = AppState.signedIn()

    @Test func opensThePlayer() {
        DefaultShowPlayerDetailsUseCase(appState: appState).show(playerID: Player.named("Bruno").id)

        #expect(appState.routing.top == .playerDetails(playerID: Player.named("Bruno").id))
    }

    @Test func aPlayerNotInTheRosterOpensNothing() {
        DefaultShowPlayerDetailsUseCase(appState: appState).show(playerID: 999)

        #expect(appState.routing.path == [.players])
    }
}
