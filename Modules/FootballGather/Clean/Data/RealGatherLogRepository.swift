import Foundation
import FootballGatherCleanDomain
import FootballGatherModel

/// The gathers on the shared storage: the Model's ``FootballGatherModel/GatherRepository``
/// (a start is one transaction; the winner is worked out from the score).
public struct RealGatherLogRepository: GatherLogRepository {
    private let gathers: any GatherRepository

    public init(gathers: any GatherRepository) {
        self.gathers = gathers
    }

    public func start(_ lineUp: [GatherPlayer], for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather {
        try await gathers.startGather(players: lineUp, for: userID, at: date)
    }

    public func end(gatherID: Int64, score: Score, for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather {
        try await gathers.endGather(id: gatherID, score: score, for: userID, at: date)
    }

    public func endedGathers(of userID: Int64) async throws(FootballGatherError) -> [Gather] {
        try await gathers.endedGathers(for: userID)
    }
}
