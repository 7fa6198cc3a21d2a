import FootballGatherModel

/// Keeping the score of the gather in progress, one stepper per team.
@MainActor
public protocol KeepScoreUseCase {
    /// Sets `team`'s goals; a count outside ``FootballGatherModel/Score/range`` changes nothing.
    func setGoals(_ goals: Int, for team: Team)
}

public struct DefaultKeepScoreUseCase: KeepScoreUseCase {
    private let appState: AppState

    public init(appState: AppState) {
        self.appState = appState
    }

    public func setGoals(_ goals: Int, for team: Team) {
        guard Score.range.contains(goals) else { return }
        appState.gather?.score[team] = goals
    }
}
