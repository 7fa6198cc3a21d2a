import FootballGatherModel
import GRDB

/// A row of `gatherPlayer`: who played in a gather, for which team.
struct GatherPlayerRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "gatherPlayer"

    var gatherId: Int64
    var playerId: Int64
    var team: String

    /// The line-ups of the gathers matching `gatherFilter` (SQL on the `gather` table
    /// aliased `g`), grouped by gather id, each in the order it was saved.
    static func lineUps(
        _ db: Database,
        where gatherFilter: SQL
    ) throws -> [Int64: [GatherPlayer]] {
        let request: SQLRequest<Row> = """
            SELECT gp.gatherId AS lineUpGatherId, gp.team AS lineUpTeam, p.*
            FROM gatherPlayer gp
            JOIN player p ON p.id = gp.playerId
            JOIN gather g ON g.id = gp.gatherId
            WHERE \(gatherFilter)
            ORDER BY gp.gatherId, gp.rowid
            """
        var lineUps: [Int64: [GatherPlayer]] = [:]
        for row in try request.fetchAll(db) {
            let gatherId: Int64 = row["lineUpGatherId"]
            let team = Team(rawValue: row["lineUpTeam"]) ?? .teamA
            let player = try PlayerRecord(row: row).player
            lineUps[gatherId, default: []].append(GatherPlayer(player: player, team: team))
        }
        return lineUps
    }
}
