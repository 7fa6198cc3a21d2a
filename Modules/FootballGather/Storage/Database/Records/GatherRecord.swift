import FootballGatherModel
import Foundation
import GRDB

/// A row of `gather`. Score and winner stay `NULL` until the gather ends.
struct GatherRecord: Codable, Sendable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "gather"

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let userId = Column(CodingKeys.userId)
        static let endedAt = Column(CodingKeys.endedAt)
    }

    var id: Int64?
    var userId: Int64
    var createdAt: Date
    var endedAt: Date?
    var scoreA: Int?
    var scoreB: Int?
    var winner: String?

    init(userId: Int64, createdAt: Date) {
        self.userId = userId
        self.createdAt = createdAt
    }

    mutating func end(at date: Date, with score: Score) {
        endedAt = date
        scoreA = score.teamA
        scoreB = score.teamB
        winner = score.winner.rawValue
    }

    func gather(players: [GatherPlayer]) -> Gather {
        let score = scoreA.flatMap { teamA in scoreB.map { Score(teamA: teamA, teamB: $0) } }
        return Gather(
            id: id ?? 0,
            createdAt: createdAt,
            endedAt: endedAt,
            score: score,
            winner: winner.flatMap(Winner.init(rawValue:)),
            players: players
        )
    }

    /// The gathers of `userId`.
    static func owned(by userId: Int64) -> QueryInterfaceRequest<GatherRecord> {
        filter(Columns.userId == userId)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
