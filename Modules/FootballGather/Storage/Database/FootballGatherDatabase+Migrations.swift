import FootballGatherModel
import GRDB
import SQLiteSupport

extension FootballGatherDatabase {
    /// The schema history. A migration that has shipped is never edited: change the
    /// schema by adding a new one after it. ``SchemaHistory`` applies them (two processes
    /// may open one file at once) and refuses files that are not Football Gather's.
    ///
    /// The CHECK constraints repeat ``PlayerRules`` and ``Score/range`` so that nothing
    /// invalid can be stored even by a buggy caller (lengths only up to the hard cap in code
    /// points, since v4: SQLite cannot count characters as the user sees them). Deleting a player removes them from
    /// the line-ups of past gathers (`gatherPlayer` cascades) but keeps those gathers,
    /// their scores and winners in the history.
    static let history = SchemaHistory(appName: "Football Gather", applicationID: applicationID, migrations: [
        SchemaHistory.Migration(identifier: "v1") { db in
            try db.create(table: "user") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("username", .text).notNull().unique().collate(.nocase)
                    .check(sql: "length(username) BETWEEN 1 AND 32")
                // Lowercased in Swift (full Unicode), since NOCASE only folds ASCII.
                t.column("normalizedUsername", .text).notNull().unique()
                t.column("passwordParameters", .text).notNull()
                t.column("passwordSalt", .blob).notNull()
                t.column("passwordDigest", .blob).notNull()
            }
            try db.create(table: "player") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("user", onDelete: .cascade).notNull()
                t.column("name", .text).notNull().check(sql: "length(name) BETWEEN 1 AND 50")
                t.column("age", .integer).check(sql: "age BETWEEN 1 AND 99")
                t.column("skill", .text).check(sql: "skill IN ('beginner', 'amateur', 'professional')")
                t.column("position", .text).check(sql: "position IN ('GK', 'DEF', 'MID', 'W', 'ST')")
                t.column("favouriteTeam", .text).check(sql: "length(favouriteTeam) BETWEEN 1 AND 50")
            }
            try db.create(table: "gather") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("user", onDelete: .cascade).notNull()
                t.column("createdAt", .datetime).notNull()
                t.column("endedAt", .datetime)
                t.column("scoreA", .integer).check(sql: "scoreA BETWEEN 0 AND 99")
                t.column("scoreB", .integer).check(sql: "scoreB BETWEEN 0 AND 99")
                t.column("winner", .text).check(sql: "winner IN ('Team A', 'Team B', 'None')")
                // A gather is either in progress (no end, score, winner) or ended (all three).
                t.check(sql: """
                    (endedAt IS NULL) = (scoreA IS NULL)
                    AND (endedAt IS NULL) = (scoreB IS NULL)
                    AND (endedAt IS NULL) = (winner IS NULL)
                    """)
            }
            try db.create(table: "gatherPlayer") { t in
                t.primaryKey {
                    t.belongsTo("gather", onDelete: .cascade)
                    t.belongsTo("player", onDelete: .cascade)
                }
                t.column("team", .text).notNull().check(sql: "team IN ('Team A', 'Team B')")
            }
            // The primary key indexes gatherId; deleting a player looks rows up by playerId.
            try db.create(indexOn: "gatherPlayer", columns: ["playerId"])
            try db.create(table: "settings") { t in
                t.primaryKey("id", .integer).check(sql: "id = 1")
                t.column("rememberMe", .boolean).notNull()
                t.column("rememberedUsername", .text)
            }
        },
        SchemaHistory.Migration(identifier: "v2-username-keys-nfc") { db in
            try recomputeUsernameKeys(db)
        },
        // Marks the file as Football Gather's, for this app and for tools like `file`.
        SchemaHistory.Migration(identifier: "v3-application-id") { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        },
        SchemaHistory.Migration(identifier: "v4-text-caps-in-code-points") { db in
            try capTextsInCodePoints(db)
        },
    ])

    /// v4: lengths count characters as the user sees them (``PlayerRules``), which SQLite's
    /// `length()` cannot count: it counts code points, so v1's `length(name) BETWEEN 1 AND
    /// 50` refused 49 "é" typed as "e" and a combining accent. The CHECKs on usernames,
    /// names and favourite teams now hold the hard cap in code points under every length
    /// limit, 1,000 (``PlayerRules/maximumScalars`` when this was written); the rules check
    /// the rest. SQLite changes a CHECK only by rebuilding the table: rows, ids, indexes and
    /// AUTOINCREMENT counters are kept.
    static func capTextsInCodePoints(_ db: Database) throws {
        try db.rebuildTable("user", as: """
            CREATE TABLE "new_user" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, \
            "username" TEXT NOT NULL UNIQUE CHECK (length(username) BETWEEN 1 AND 1000) COLLATE NOCASE, \
            "normalizedUsername" TEXT NOT NULL UNIQUE, "passwordParameters" TEXT NOT NULL, \
            "passwordSalt" BLOB NOT NULL, "passwordDigest" BLOB NOT NULL)
            """)
        try db.rebuildTable("player", as: """
            CREATE TABLE "new_player" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, \
            "userId" INTEGER NOT NULL REFERENCES "user"("id") ON DELETE CASCADE, \
            "name" TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 1000), \
            "age" INTEGER CHECK (age BETWEEN 1 AND 99), \
            "skill" TEXT CHECK (skill IN ('beginner', 'amateur', 'professional')), \
            "position" TEXT CHECK (position IN ('GK', 'DEF', 'MID', 'W', 'ST')), \
            "favouriteTeam" TEXT CHECK (length(favouriteTeam) BETWEEN 1 AND 1000))
            """)
    }

    /// `PRAGMA application_id` of a Football Gather database: "FGAT".
    static let applicationID: Int32 = 0x4647_4154

    /// v2: `normalizedUsername` becomes ``Credentials/normalized(_:)`` of the stored
    /// spelling, now in NFC (v1 only lowercased, so "Zoë" typed NFC and NFD were two keys,
    /// two accounts). Keys are given in `id` order: the earliest account with a key keeps
    /// it; a later twin that would collide keeps its data but gets an unreachable key
    /// (`"\u{1}duplicate <id>"`: a username can no longer hold a control character, so
    /// no login or registration ever matches it), so it can no longer sign in.
    static func recomputeUsernameKeys(_ db: Database) throws {
        let rows = try Row.fetchAll(db, sql: "SELECT id, username FROM user ORDER BY id")
        // First give every row a placeholder key, so no intermediate state breaks UNIQUE.
        try db.execute(sql: "UPDATE user SET normalizedUsername = char(1) || 'migrating ' || id")
        var taken: Set<String> = []
        for row in rows {
            let id: Int64 = row["id"]
            let username: String = row["username"]
            let key = Credentials.normalized(username)
            let stored = taken.insert(key).inserted ? key : "\u{1}duplicate \(id)"
            try db.execute(sql: "UPDATE user SET normalizedUsername = ? WHERE id = ?", arguments: [stored, id])
        }
    }
}
