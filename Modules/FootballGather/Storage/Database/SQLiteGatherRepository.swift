import FootballGatherModel
import Foundation
import GRDB

/// ``GatherRepository`` on the Football Gather database.
public struct SQLiteGatherRepository: GatherRepository {
    private let database: FootballGatherDatabase

    public init(database: FootballGatherDatabase) {
        self.database = database
    }

    public func startGather(
        players: [GatherPlayer], for userID: Int64, at date: Date
    ) async throws(FootballGatherError) -> Gather {
        guard Team.allCases.allSatisfy({ team in players.contains { $0.team == team } }) else {
            throw .teamsIncomplete
        }
        return try await database.write(.startGather) { db in
            var gather = GatherRecord(userId: userID, createdAt: date)
            try gather.insert(db)
            let gatherID = gather.id ?? 0
            for gatherPlayer in players {
                // Foreign keys only prove the player exists; it must also be this user's.
                guard try PlayerRecord.owned(by: userID).filter(key: gatherPlayer.player.id).fetchCount(db) == 1 else {
                    throw FootballGatherError.playerNotFound
                }
                try GatherPlayerRecord(
                    gatherId: gatherID, playerId: gatherPlayer.player.id, team: gatherPlayer.team.rawValue
                ).insert(db)
            }
            return try Self.fetchGather(gatherID, db)
        }
    }

    public func endGather(
        id: Int64, score: Score, for userID: Int64, at date: Date
    ) async throws(FootballGatherError) -> Gather {
        guard score.isValid else { throw .invalidScore }
        return try await database.write(.endGather) { db in
            guard var record = try GatherRecord.owned(by: userID).filter(key: id).fetchOne(db) else {
                throw FootballGatherError.gatherNotFound
            }
            guard record.endedAt == nil else { throw FootballGatherError.gatherAlreadyEnded }
            record.end(at: date, with: score)
            try record.update(db)
            return try Self.fetchGather(id, db)
        }
    }

    public func endedGathers(for userID: Int64) async throws(FootballGatherError) -> [Gather] {
        try await database.read(.loadGathers) { db in
            let records = try GatherRecord.owned(by: userID)
                .filter(GatherRecord.Columns.endedAt != nil)
                .order(GatherRecord.Columns.endedAt.desc, GatherRecord.Columns.id.desc)
                .fetchAll(db)
            let lineUps = try GatherPlayerRecord.lineUps(db, where: "g.userId = \(userID) AND g.endedAt IS NOT NULL")
            return records.map { $0.gather(players: lineUps[$0.id ?? 0] ?? []) }
        }
    }

    /// The gather as stored (dates round-tripped through SQLite), with its line-up.
    private static func fetchGather(_ id: Int64, _ db: Database) throws -> Gather {
        guard let record = try GatherRecord.fetchOne(db, key: id) else {
            throw FootballGatherError.gatherNotFound
        }
        let lineUps = try GatherPlayerRecord.lineUps(db, where: "g.id = \(id)")
        return record.gather(players: lineUps[id] ?? [])
    }
}
