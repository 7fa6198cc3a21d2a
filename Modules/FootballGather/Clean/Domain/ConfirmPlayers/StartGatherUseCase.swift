import Foundation
import FootballGatherModel

/// Sorting the confirmed players into teams and starting the gather.
@MainActor
public protocol StartGatherUseCase {
    /// Moves the player with `playerID` to `section`.
    func move(playerID: Int64, to section: LineUp.Section)
    /// Records the gather with both teams (the bench stays home) and opens Gather, unless
    /// the user has left Confirm players already. On failure it throws and the line-up
    /// stays as it was.
    func start() async throws(FootballGatherError)
}

public struct DefaultStartGatherUseCase: StartGatherUseCase {
    private let appState: AppState
    private let gathers: any GatherLogRepository
    private let now: @Sendable () -> Date

    public init(appState: AppState, gathers: any GatherLogRepository, now: @escaping @Sendable () -> Date) {
        self.appState = appState
        self.gathers = gathers
        self.now = now
    }

    public func move(playerID: Int64, to section: LineUp.Section) {
        appState.confirmPlayers.lineUp.move(player: playerID, to: section)
    }

    public func start() async throws(FootballGatherError) {
        let lineUp = appState.confirmPlayers.lineUp
        guard let userID = appState.session?.id, lineUp.canStartGather else { return }
        let gather = try await gathers.start(lineUp.gatherPlayers, for: userID, at: now())
        guard appState.routing.top == .confirmPlayers else { return }
        appState.gather = AppState.GatherInProgress(gather)
        appState.routing.push(.gather)
    }
}
