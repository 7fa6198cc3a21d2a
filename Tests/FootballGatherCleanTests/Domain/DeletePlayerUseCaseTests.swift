@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor
@Suite struct DeletePlayerUseCaseTests {
    let appState = AppState.signedIn()
    let roster = MockedRosterRepository()
    var useCase: DefaultDeletePlayerUseCase { DefaultDeletePlayerUseCase(appState: appState, roster: roster) }

    @Test func deletingAsksFirst() {
        useCase.request(playerAt: 2)

        #expect(appState.playerList.pendingDeletion == .named("Carla"))
        roster.verify([])
    }

    @Test func noDeletingInSelectionMode() {
        appState.playerList.selection = []

        useCase.request(playerAt: 2)

        #expect(appState.playerList.pendingDeletion == nil)
    }

    @Test func cancelKeepsThePlayer() async {
        useCase.request(playerAt: 2)

        useCase.cancel()
        await useCase.confirm()

        #expect(appState.playerList.pendingDeletion == nil)
        roster.verify([])
    }

    @Test func yesRemovesThePlayer() async {
        useCase.request(playerAt: 2)

        await useCase.confirm()

        roster.verify([.remove(playerID: Player.named("Carla").id, for: User.coach.id)])
        #expect(appState.playerList.players?.map(\.name) == ["Ada", "Bruno", "Dani", "Eli"])
    }

    @Test func aFailingDeleteKeepsThePlayerAndSaysSo() async {
        roster.removeResponse = .failure(.storage(.deletePlayer))
        useCase.request(playerAt: 2)

        await useCase.confirm()

        #expect(appState.playerList.players == Player.roster)
        #expect(appState.playerList.errorMessage == "Could not delete the player.")
        #expect(appState.playerList.pendingDeletion == nil)
    }
}
