@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor @Suite struct LoadPlayersUseCaseTests {
    let appState = AppState.signedIn(roster: nil)
    let roster = RosterRepositoryMock()

    var useCase: DefaultLoadPlayersUseCase { DefaultLoadPlayersUseCase(appState: appState, roster: roster) }

    @Test func loadsTheRosterOfTheSignedInUser() async throws {
        roster.playersResponse = .success(Player.roster)

        try await useCase.load()

        #expect(appState.playerList.players == Player.roster)
        roster.verify([.players(of: User.coach.id)])
    }

    @Test func showsLoadingWhileTheCallIsInFlight() async throws {
        var loadingDuringCall = false
        roster.duringCall = { [appState] in loadingDuringCall = appState.playerList.isLoading }

        try await useCase.load()

        #expect(loadingDuringCall)
        #expect(!appState.playerList.isLoading)
    }

    @Test func aFailureThrowsAndKeepsTheRosterShownBefore() async {
        appState.playerList.players = [.named("Ada")]
        roster.playersResponse = .failure(.storage(.loadPlayers))

        await #expect(throws: FootballGatherError.storage(.loadPlayers)) { try await useCase.load() }

        #expect(appState.playerList.players == [.named("Ada")])
        #expect(!appState.playerList.isLoading)
    }

    @Test func withoutASessionNothingIsAsked() async throws {
        appState.session = nil

        try await useCase.load()

        roster.verify([])
    }
}
