@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherTestSupport
import Testing

@MainActor
@Suite struct ShowHistoryUseCaseTests {
    let appState = AppState.signedIn()
    let gathers = MockedGatherLogRepository()
    var useCase: DefaultShowHistoryUseCase { DefaultShowHistoryUseCase(appState: appState, gathers: gathers) }
    let ended = Gather(id: 3, createdAt: .kickOff, endedAt: .fullTime, score: Score(teamA: 1, teamB: 1), winner: .draw, players: [])

    @Test func opensWithNothingLoadedYet() {
        appState.gatherHistory.gathers = [ended]

        useCase.open()

        #expect(appState.gatherHistory.gathers == nil)
        #expect(appState.routing.path == [.players, .history])
    }

    @Test func loadsTheEndedGathersOfTheUser() async {
        gathers.endedGathersResponse = .success([ended])

        await useCase.load()

        gathers.verify([.endedGathers(of: User.coach.id)])
        #expect(appState.gatherHistory.gathers == [ended])
    }

    @Test func aFailingLoadKeepsWhatWasShown() async {
        appState.gatherHistory.gathers = [ended]
        gathers.endedGathersResponse = .failure(.storage(.loadGathers))

        await useCase.load()

        #expect(appState.gatherHistory.gathers == [ended])
        #expect(appState.gatherHistory.errorMessage == "Could not load the gathers.")
        #expect(!appState.gatherHistory.isLoading)
    }
}
