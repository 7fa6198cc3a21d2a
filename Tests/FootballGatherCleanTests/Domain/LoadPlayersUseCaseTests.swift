@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor
@Suite struct LoadPlayersUseCaseTests {
    let roster = MockedRosterRepository()

    func useCase(_ appState: AppState) -> DefaultLoadPlayersUseCase {
        DefaultLoadPlayersUseCase(appState: appState, roster: roster)
    }

    @Test func loadsTheRosterOfTheSignedInUser() async {
        let appState = AppState.signedIn(roster: nil)
        roster.playersResponse = .success(Player.roster)

        await useCase(appState).load()

        #expect(appState.playerList.players == Player.roster)
        roster.verify([.players(of: User.coach.id)])
    }

    @Test func showsLoadingWhileTheRosterLoads() async {
        let appState = AppState.signedIn(roster: nil)
        var loadingSeen = false
        roster.duringCall = { loadingSeen = appState.playerList.isLoading }

        await useCase(appState).load()

        #expect(loadingSeen)
        #expect(!appState.playerList.isLoading)
    }

    @Test func aFailingReloadKeepsTheRowsShown() async {
        let appState = AppState.signedIn()
        roster.playersResponse = .failure(.storage(.loadPlayers))

        await useCase(appState).load()

        #expect(appState.playerList.players == Player.roster)
        #expect(appState.playerList.errorMessage == "Could not load the players.")
    }

    @Test func ticksOfPlayersNoLongerThereAreDropped() async {
        let appState = AppState.signedIn()
        appState.playerList.selection = [1, 2, 3]
        roster.playersResponse = .success(Player.roster.filter { $0.id != 2 })

        await useCase(appState).load()

        #expect(appState.playerList.selection == [1, 3])
    }

    @Test func nobodySignedInLoadsNothing() async {
        await useCase(AppState()).load()

        roster.verify([])
    }
}
