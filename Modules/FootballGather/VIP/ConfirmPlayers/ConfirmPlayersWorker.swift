import Foundation
import FootballGatherModel

/// Confirm players' work outside the scene: creating the gather, dated by the app's clock.
final class ConfirmPlayersWorker: Sendable {
    private let gathers: any GatherRepository
    private let now: @Sendable () -> Date

    init(gathers: any GatherRepository, now: @escaping @Sendable () -> Date) {
        self.gathers = gathers
        self.now = now
    }

    /// The players and their teams in one transaction.
    func startGather(with players: [GatherPlayer], of userID: Int64) async throws(FootballGatherError) -> FootballGatherModel.Gather {
        try await gathers.startGather(players: players, for: userID, at: now())
    }
}
