@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherTestSupport
import Testing

@MainActor
@Suite struct EndGatherUseCaseTests {
    let appState = AppState.gathering()
    let gathers = MockedGatherLogRepository()
    var useCase: DefaultEndGatherUseCase {
        DefaultEndGatherUseCase(appState: appState, gathers: gathers, now: { .fullTime })
    }

    @Test func endingAsksFirstAndCancelKeepsPlaying() async {
        useCase.request()
        #expect(appState.gather?.isConfirmingEnd == true)

        useCase.cancel()
        await useCase.confirm()

        #expect(appState.gather?.isConfirmingEnd == false)
        gathers.verify([])
    }

    @Test func yesSavesTheScoreAndReturnsToPlayersInListMode() async {
        appState.gather?.score = Score(teamA: 2, teamB: 1)
        appState.gather?.timer.toggle()
        appState.playerList.selection = [1, 2, 3]
        useCase.request()

        await useCase.confirm()

        gathers.verify([.end(gatherID: 42, score: Score(teamA: 2, teamB: 1), for: User.coach.id, at: .fullTime)])
        #expect(appState.routing.path == [.players])
        #expect(appState.playerList.selection == nil)
        #expect(appState.gather?.timer.state == .stopped)
    }

    @Test func aFailingSaveLosesNothing() async {
        gathers.endResponse = .failure(.storage(.endGather))
        appState.gather?.score = Score(teamA: 1, teamB: 0)
        appState.gather?.timer.toggle()
        useCase.request()

        await useCase.confirm()

        #expect(appState.gather?.errorMessage == "Could not save the gather.")
        #expect(appState.gather?.score == Score(teamA: 1, teamB: 0))
        #expect(appState.gather?.timer.state == .running)
        #expect(appState.routing.top == .gather)
    }

    @Test func showsLoadingWhileSaving() async {
        var endingSeen = false
        gathers.duringCall = { [appState] in endingSeen = appState.gather?.isEnding == true }
        useCase.request()

        await useCase.confirm()

        #expect(endingSeen)
        #expect(appState.gather?.isEnding == false)
    }
}
