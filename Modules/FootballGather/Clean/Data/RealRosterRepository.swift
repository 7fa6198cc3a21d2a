import FootballGatherCleanDomain
import FootballGatherModel

/// The roster on the shared storage: the Model's ``FootballGatherModel/PlayerRepository``, which
/// validates and trims again and keeps each user to their own players.
public struct RealRosterRepository: RosterRepository {
    private let players: any PlayerRepository

    public init(players: any PlayerRepository) {
        self.players = players
    }

    public func players(of userID: Int64) async throws(FootballGatherError) -> [Player] {
        try await players.players(of: userID)
    }

    public func add(_ draft: PlayerDraft, for userID: Int64) async throws(FootballGatherError) -> Player {
        try await players.addPlayer(draft, for: userID)
    }

    public func update(playerID: Int64, setting change: PlayerChange, for userID: Int64) async throws(FootballGatherError) -> Player {
        try await players.updatePlayer(id: playerID, setting: change, for: userID)
    }

    public func remove(playerID: Int64, for userID: Int64) async throws(FootballGatherError) {
        try await players.deletePlayer(id: playerID, for: userID)
    }
}
