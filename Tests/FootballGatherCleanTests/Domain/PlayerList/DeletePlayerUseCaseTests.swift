@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor
@Suite struct DeletePlayerUseCaseTests {
    let appState = AppState.signedIn()
    let roster = MockedRosterRepository()

    var useCase: DefaultDeletePlayerUseCase { DefaultDeletePlayerUseCase(appState: appState, roster: roster) }

    @Test func deletesThePlayerAndDropsThemFromTheRoster() async throws {
        let bruno = Player.named("Bruno")

        try await useCase.delete(playerID: bruno.id)

        roster.verify([.remove(playerID: bruno.id, for: User.coach.id)])
        #expect(appState.playerList.roster.map(\.name) == ["Ada", "Carla", "Dani", "Eli"])
    }

    @Test func aFailureThrowsAndKeepsThePlayer() async {
        roster.removeResponse = .failure(.storage(.deletePlayer))

        await #expect(throws: FootballGatherError.storage(.deletePlayer)) {
            try await useCase.delete(playerID: Player.named("Ada").id)
        }

        #expect(appState.playerList.roster == Player.roster)
        #expect(!appState.playerList.isLoading)
    }
}
