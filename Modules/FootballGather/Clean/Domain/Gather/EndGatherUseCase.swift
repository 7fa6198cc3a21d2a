import Foundation
import FootballGatherModel

/// Ending the gather with its score, once the user has confirmed it.
@MainActor
public protocol EndGatherUseCase {
    /// Asks "End Gather"; the timer keeps running meanwhile.
    func request()
    func cancel()
    /// Saves the score and its winner, then goes back to Players in list mode. On failure
    /// the score and the timer carry on as they were.
    func confirm() async
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

    public func request() {
        appState.gather?.isConfirmingEnd = true
    }

    public func cancel() {
        appState.gather?.isConfirmingEnd = false
    }

    public func confirm() async {
        guard let userID = appState.session?.id, let gather = appState.gather,
              gather.isConfirmingEnd, !gather.isEnding else { return }
        appState.gather?.isConfirmingEnd = false
        appState.gather?.isEnding = true
        defer { appState.gather?.isEnding = false }
        do throws(FootballGatherError) {
            _ = try await gathers.end(gatherID: gather.gatherID, score: gather.score, for: userID, at: now())
            appState.gather?.timer.cancel()
            appState.playerList.selection = nil
            appState.routing.reset(to: .players)
        } catch {
            appState.gather?.errorMessage = error.message
        }
    }
}
