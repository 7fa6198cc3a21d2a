import FootballGatherModel
import AppSupport

/// A ``PlayerRepository`` that consults a `FaultInjector` (keys `players.list`,
/// `players.add`, `players.update`, `players.delete`) before delegating to `base`.
public struct FaultInjectingPlayerRepository: PlayerRepository {
    private let base: any PlayerRepository
    private let faults: FaultInjector

    public init(base: any PlayerRepository, faults: FaultInjector) {
        self.base = base
        self.faults = faults
    }

    public func players(of userID: Int64) async throws(FootballGatherError) -> [Player] {
        try await faults.check(.loadPlayers)
        return try await base.players(of: userID)
    }

    public func addPlayer(_ draft: PlayerDraft, for userID: Int64) async throws(FootballGatherError) -> Player {
        try await faults.check(.addPlayer)
        return try await base.addPlayer(draft, for: userID)
    }

    public func updatePlayer(id: Int64, setting change: PlayerChange, for userID: Int64) async throws(FootballGatherError) -> Player {
        try await faults.check(.savePlayer)
        return try await base.updatePlayer(id: id, setting: change, for: userID)
    }

    public func deletePlayer(id: Int64, for userID: Int64) async throws(FootballGatherError) {
        try await faults.check(.deletePlayer)
        try await base.deletePlayer(id: id, for: userID)
    }
}
