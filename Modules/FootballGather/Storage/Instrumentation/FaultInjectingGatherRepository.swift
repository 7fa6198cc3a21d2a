import FootballGatherModel
import AppSupport
import Foundation

/// A ``GatherRepository`` that consults a `FaultInjector` (keys `gathers.start`,
/// `gathers.end`, `gathers.history`) before delegating to `base`.
public struct FaultInjectingGatherRepository: GatherRepository {
    private let base: any GatherRepository
    private let faults: FaultInjector

    public init(base: any GatherRepository, faults: FaultInjector) {
        self.base = base
        self.faults = faults
    }

    public func startGather(
        players: [GatherPlayer], for userID: Int64, at date: Date
    ) async throws(FootballGatherError) -> Gather {
        try await faults.check(.startGather)
        return try await base.startGather(players: players, for: userID, at: date)
    }

    public func endGather(
        id: Int64, score: Score, for userID: Int64, at date: Date
    ) async throws(FootballGatherError) -> Gather {
        try await faults.check(.endGather)
        return try await base.endGather(id: id, score: score, for: userID, at: date)
    }

    public func endedGathers(for userID: Int64) async throws(FootballGatherError) -> [Gather] {
        try await faults.check(.loadGathers)
        return try await base.endedGathers(for: userID)
    }
}
