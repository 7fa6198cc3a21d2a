@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor @Suite struct KeepScoreUseCaseTests {
    let appState = AppState.gathering()
    var useCase: DefaultKeepScoreUseCase { DefaultKeepScoreUseCase(appState: appState) }

    @Test func eachTeamHasItsGoals() {
        useCase.setGoals(2, for: .teamA)
        useCase.setGoals(1, for: .teamB)

        #expect(appState.gather?.score == Score(teamA: 2, teamB: 1))
    }

    @Test(arguments: [-1, 100])
    func goalsOutsideTheRangeChangeNothing(_ goals: Int) {
        useCase.setGoals(3, for: .teamA)

        useCase.setGoals(goals, for: .teamA)

        #expect(appState.gather?.score.teamA == 3)
    }
}
