@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor @Suite struct DeletePlayerUseCaseTests {
    let appState = AppState.signedIn()
    let roster = RosterRepositoryMock()

    var useCase: DefaultDeletePlayerUseCase { DefaultDeletePlayerUseCase(appState: appState, roster: roster) }

    @Test func deletesThePlayerAndDropsThemFromTheRoster() async throws {
        let bruno = Player.named("Bruno")

        try await useCase.delete(playerID: bruno.id)

        roster.verify([.remove(playerID: bruno.id, for: User.coach.id)])
        #expect(appState.playerList.roster.map(\.name) == ["Ada", "Carla", "Dani", "Eli"])
    }

    /// Player details or Player edit may still show them: a delete that lands under a screen
    /// leaves what it shows as it was (the roster alone loses the player).
    @Test func aDeletedPlayerStaysFindableForTheScreensShowingThem() async throws {
        let bruno = Player.named("Bruno")

        try await useCase.delete(playerID: bruno.id)

        #expect(!appState.playerList.roster.contains(bruno))
        #expect(appState.playerList.player(withID: bruno.id) == bruno)
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
