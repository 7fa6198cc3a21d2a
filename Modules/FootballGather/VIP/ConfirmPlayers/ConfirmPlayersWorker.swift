import Foundation
import FootballGatherModel

/// Confirm players' work outside the scene, as its Interactor asks for it: the templates' Worker,
/// behind the protocol the Interactor is given, so its tests hand it a spy. The protocol sits
/// in the Worker's file, as each of the scene's protocols sits in the file of its role.
@MainActor
protocol ConfirmPlayersWorkerLogic: AnyObject {
    /// The players and their teams in one transaction, dated by the app's clock.
    func startGather(with players: [GatherPlayer], of userID: Int64) async throws(FootballGatherError) -> FootballGatherModel.Gather
}

/// Confirm players' Worker: creating the gather, dated by the app's clock.
@MainActor
final class ConfirmPlayersWorker: ConfirmPlayersWorkerLogic {
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
