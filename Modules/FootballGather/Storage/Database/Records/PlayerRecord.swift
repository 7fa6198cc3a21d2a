import FootballGatherModel
import GRDB

/// A row of `player`. Skill and position are stored as their raw values.
struct PlayerRecord: Codable, Sendable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "player"

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let userId = Column(CodingKeys.userId)
        static let name = Column(CodingKeys.name)
    }

    var id: Int64?
    var userId: Int64
    var name: String
    var age: Int?
    var skill: String?
    var position: String?
    var favouriteTeam: String?

    init(_ draft: PlayerDraft, userId: Int64, id: Int64? = nil) {
        self.id = id
        self.userId = userId
        self.name = draft.name
        self.age = draft.age
        self.skill = draft.skill?.rawValue
        self.position = draft.position?.rawValue
        self.favouriteTeam = draft.favouriteTeam
    }

    init(_ player: Player, userId: Int64) {
        let draft = PlayerDraft(
            name: player.name, age: player.age, skill: player.skill,
            position: player.position, favouriteTeam: player.favouriteTeam
        )
        self.init(draft, userId: userId, id: player.id)
    }

    var player: Player {
        Player(
            id: id ?? 0,
            name: name,
            age: age,
            skill: skill.flatMap(PlayerSkill.init(rawValue:)),
            position: position.flatMap(PlayerPosition.init(rawValue:)),
            favouriteTeam: favouriteTeam
        )
    }

    /// The players of `userId`.
    static func owned(by userId: Int64) -> QueryInterfaceRequest<PlayerRecord> {
        filter(Columns.userId == userId)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
