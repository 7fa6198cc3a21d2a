import Foundation
import FootballGatherModel

/// Ending the gather with its score (once the user has confirmed it).
@MainActor
public protocol EndGatherUseCase {
    /// Saves the score and its winner, stops the timer and goes back to Players (unless the
    /// user has left Gather already: then they stay where they went). On failure it throws,
    /// and the score and the timer carry on as they were.
    func end() async throws(FootballGatherError)
}

public struct DefaultEndGatherUseCase: EndGatherUseCase {
    private let appState: AppState
    private let gathers: any GatherLogRepository
    private let now: @Sendable () -> Date

    public init(appState: AppState, gathers: any GatherLogRepository, now: @escaping @Sendable () -> Date) {
        self.appState = appState
        self.gathers = gathers
        self.now = now
    }

    public func end() async throws(FootballGatherError) {
        guard let userID = appState.session?.id, let gather = appState.gather else { return }
        let ended = try await gathers.end(gatherID: gather.gatherID, score: gather.score, for: userID, at: now())
        appState.gather?.timer.cancel()
        appState.lastEndedGather = ended
        guard appState.routing.top == .gather else { return }
        appState.routing.reset(to: .players)
    }
}
