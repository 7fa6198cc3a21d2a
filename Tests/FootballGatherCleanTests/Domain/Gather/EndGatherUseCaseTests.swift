@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherTestSupport
import Testing

@MainActor @Suite struct EndGatherUseCaseTests {
    let appState = AppState.gathering()
    let gathers = GatherLogRepositoryMock()
    var useCase: DefaultEndGatherUseCase {
        DefaultEndGatherUseCase(appState: appState, gathers: gathers, now: { .fullTime })
    }

    @Test func savesTheScoreStopsTheTimerAndReturnsToPlayers() async throws {
        appState.gather?.score = Score(teamA: 2, teamB: 1)
        appState.gather?.timer.toggle()

        try await useCase.end()

        gathers.verify([.end(gatherID: 42, score: Score(teamA: 2, teamB: 1), for: User.coach.id, at: .fullTime)])
        #expect(appState.gather?.timer.state == .stopped)
        #expect(appState.routing.path == [.players])
    }

    @Test func theEndedGatherIsKnownToTheApp() async throws {
        try await useCase.end()

        #expect(appState.lastEndedGather?.id == 42)
        #expect(appState.lastEndedGather?.winner == .draw)
    }

    @Test func aFailureThrowsAndTheGatherCarriesOn() async {
        gathers.endResponse = .failure(.storage(.endGather))
        appState.gather?.score = Score(teamA: 1, teamB: 0)
        appState.gather?.timer.toggle()

        await #expect(throws: FootballGatherError.storage(.endGather)) { try await useCase.end() }

        #expect(appState.gather?.score == Score(teamA: 1, teamB: 0))
        #expect(appState.gather?.timer.state == .running)
        #expect(appState.lastEndedGather == nil)
        #expect(appState.routing.top == .gather)
    }

    @Test func aGatherEndedAfterTheUserWentBackIsSavedAndNavigatesNowhere() async throws {
        appState.routing.goBack(to: [.players, .confirmPlayers])

        try await useCase.end()

        #expect(gathers.actions.count == 1)
        #expect(appState.lastEndedGather?.id == 42)
        #expect(appState.routing.path == [.players, .confirmPlayers])
    }
}
