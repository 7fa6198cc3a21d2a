@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor @Suite struct ConfirmPlayersUseCaseTests {
    let appState = AppState.signedIn()

    var useCase: DefaultConfirmPlayersUseCase { DefaultConfirmPlayersUseCase(appState: appState) }

    @Test func opensConfirmPlayersWithThePickedOnTheBenchInRosterOrder() {
        useCase.confirm([Player.named("Carla").id, Player.named("Ada").id])

        #expect(appState.routing.path == [.players, .confirmPlayers])
        #expect(appState.confirmPlayers.lineUp.players(in: .bench).map(\.name) == ["Ada", "Carla"])
    }

    @Test func oneIsNotEnough() {
        useCase.confirm([Player.named("Ada").id])

        #expect(appState.routing.path == [.players])
    }

    @Test func idsNotInTheRosterDoNotCount() {
        useCase.confirm([Player.named("Ada").id, 999])

        #expect(appState.routing.path == [.players])
    }
}
