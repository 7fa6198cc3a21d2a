import FootballGatherModel
import GRDB

/// ``PlayerRepository`` on the Football Gather database.
public struct SQLitePlayerRepository: PlayerRepository {
    private let database: FootballGatherDatabase

    public init(database: FootballGatherDatabase) {
        self.database = database
    }

    public func players(of userID: Int64) async throws(FootballGatherError) -> [Player] {
        let players = try await database.read(.loadPlayers) { db in
            try PlayerRecord.owned(by: userID).fetchAll(db).map(\.player)
        }
        // Sorted in Swift: SQLite's NOCASE folds ASCII only, `lowercased()` all of Unicode.
        return players.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
    }

    public func addPlayer(_ draft: PlayerDraft, for userID: Int64) async throws(FootballGatherError) -> Player {
        let valid = try PlayerRules.validated(draft)
        return try await database.write(.addPlayer) { db in
            var record = PlayerRecord(valid, userId: userID)
            try record.insert(db)
            return record.player
        }
    }

    /// Reads the row and writes the changed column in one write transaction, so the other
    /// fields are the ones stored at that moment, whoever changed them since the caller read.
    public func updatePlayer(id: Int64, setting change: PlayerChange, for userID: Int64) async throws(FootballGatherError) -> Player {
        let valid = try PlayerRules.validated(change)
        return try await database.write(.savePlayer) { db in
            guard var record = try PlayerRecord.owned(by: userID).filter(key: id).fetchOne(db) else {
                throw FootballGatherError.playerNotFound
            }
            try record.updateChanges(db) { $0 = PlayerRecord(valid.applied(to: $0.player), userId: userID) }
            return record.player
        }
    }

    public func deletePlayer(id: Int64, for userID: Int64) async throws(FootballGatherError) {
        try await database.write(.deletePlayer) { db in
            guard try PlayerRecord.owned(by: userID).filter(key: id).deleteAll(db) == 1 else {
                throw FootballGatherError.playerNotFound
            }
        }
    }
}
