@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor
@Suite struct ShowPlayerDetailsUseCaseTests {
    let appState = AppState.signedIn()
    var useCase: DefaultShowPlayerDetailsUseCase { DefaultShowPlayerDetailsUseCase(appState: appState) }

    @Test func aRowOpensItsPlayer() {
        useCase.show(playerAt: 1)

        #expect(appState.routing.path == [.players, .playerDetails(playerID: Player.named("Bruno").id)])
    }

    @Test func rowsOpenNothingInSelectionModeOrOutsideTheRoster() {
        useCase.show(playerAt: 9)
        appState.playerList.selection = []
        useCase.show(playerAt: 1)

        #expect(appState.routing.path == [.players])
    }
}
