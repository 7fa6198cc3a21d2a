import Foundation
import FootballGatherModel
import FootballGatherTestSupport
import GRDB
import SQLiteSupport
import Testing
@testable import FootballGatherStorage

/// Texts are stored when they follow the rules, which count characters as the user sees
/// them: the database must take what the rules take, in new files and in files made before.
@Suite struct TextLengthStorageTests {
    private let fifty = String(repeating: "e\u{301}", count: 50)

    @Test(arguments: DatabaseKind.allCases)
    func aPlayerOfFiftyDecomposedCharactersIsStored(kind: DatabaseKind) async throws {
        let folder = try TemporaryFolder()
        let repositories = try FootballGatherRepositories.test(database: kind.makeDatabase(in: folder))
        let seeded = try await repositories.seedPlayers([])

        let flags = String(repeating: "🇯🇵", count: 50)
        let added = try await repositories.players.addPlayer(PlayerDraft(name: fifty, favouriteTeam: flags), for: seeded.user.id)

        #expect(added.name == fifty)
        #expect(added.favouriteTeam == flags)
        #expect(try await repositories.players.players(of: seeded.user.id) == [added])
    }

    @Test func aUsernameOfThirtyTwoDecomposedCharactersRegistersAndLogsIn() async throws {
        let repositories = try FootballGatherRepositories.test()
        let username = String(repeating: "e\u{301}", count: 32)

        let registered = try await repositories.users.register(username: username, password: "pw")

        #expect(try await repositories.users.login(username: username, password: "pw") == registered)
    }

    @Test func theDatabaseRefusesTextsOverTheHardCapInCodePoints() async throws {
        let database = try FootballGatherDatabase.empty()
        let seeded = try await FootballGatherRepositories.sqlite(database, hasher: Argon2idPasswordHasher.fast).seedPlayers([])
        // Changing the cap takes a migration: v4 wrote 1,000 into the CHECKs.
        let longest = String(repeating: "x", count: PlayerRules.maximumScalars)
        #expect(PlayerRules.maximumScalars == 1_000)

        try await database.writer.write { db in
            try db.execute(sql: "INSERT INTO player (userId, name, favouriteTeam) VALUES (?, ?, ?)", arguments: [seeded.user.id, longest, longest])
        }
        for column in ["name", "favouriteTeam"] {
            await #expect(throws: DatabaseError.self, "\(column)") {
                try await database.writer.write { db in
                    try db.execute(sql: "UPDATE player SET \(column) = ? || 'x'", arguments: [longest])
                }
            }
        }
    }

    /// A file as the version before this rule left it (migrations v1 to v3): a user, four
    /// players of whom the last was deleted, and an ended gather with two of them.
    private func fileOfTheFirstThreeMigrations(in folder: TemporaryFolder) throws -> String {
        let path = folder.file("v3.sqlite")
        let queue = try DatabaseQueue(path: path)
        let history = FootballGatherDatabase.history
        try SchemaHistory(appName: history.appName, applicationID: history.applicationID, migrations: Array(history.migrations.prefix(3)))
            .migrate(queue)
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO user (id, username, normalizedUsername, passwordParameters, passwordSalt, passwordDigest)
                    VALUES (1, 'Coach', 'coach', 'x', x'00', x'00');
                INSERT INTO player (id, userId, name, age, skill, position, favouriteTeam) VALUES
                    (1, 1, 'Ada', 30, 'amateur', 'GK', 'Boca'), (2, 1, 'Bruno', NULL, NULL, NULL, NULL),
                    (3, 1, 'Carla', 25, NULL, 'ST', NULL), (4, 1, 'Dani', NULL, NULL, NULL, NULL);
                DELETE FROM player WHERE id = 4;
                INSERT INTO gather (id, userId, createdAt, endedAt, scoreA, scoreB, winner)
                    VALUES (1, 1, '2025-01-01 10:00:00.000', '2025-01-01 11:00:00.000', 2, 1, 'Team A');
                INSERT INTO gatherPlayer (gatherId, playerId, team) VALUES (1, 1, 'Team A'), (1, 2, 'Team B');
                INSERT INTO settings (id, rememberMe, rememberedUsername) VALUES (1, 1, 'Coach');
                """)
        }
        try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = DELETE") }
        return path
    }

    private static let contentsQuery = """
        SELECT 'user', id, username, normalizedUsername, NULL, NULL FROM user
        UNION ALL SELECT 'player', id, userId, name, age || skill || position, favouriteTeam FROM player
        UNION ALL SELECT 'gather', id, userId, endedAt, scoreA || scoreB, winner FROM gather
        UNION ALL SELECT 'gatherPlayer', gatherId, playerId, team, NULL, NULL FROM gatherPlayer
        UNION ALL SELECT 'settings', id, rememberMe, rememberedUsername, NULL, NULL FROM settings
        UNION ALL SELECT 'sequence', name, seq, NULL, NULL, NULL FROM sqlite_sequence
        ORDER BY 1, 2
        """

    @Test func aFileOfTheVersionBeforeKeepsEverythingAndTakesTheLongerTexts() async throws {
        let folder = try TemporaryFolder()
        let path = try fileOfTheFirstThreeMigrations(in: folder)
        let before = try DatabaseQueue(path: path).read { try Row.fetchAll($0, sql: Self.contentsQuery) }

        let database = try FootballGatherDatabase.openFile(at: path)
        let after = try database.writer.read { try Row.fetchAll($0, sql: Self.contentsQuery) }
        let checks = try database.writer.read { db in
            (try Bool.fetchOne(db, sql: "PRAGMA foreign_keys"), try Row.fetchAll(db, sql: "PRAGMA foreign_key_check"))
        }
        let repositories = try FootballGatherRepositories.test(database: database)
        let added = try await repositories.players.addPlayer(PlayerDraft(name: fifty), for: 1)

        #expect(after == before)
        #expect(checks.0 == true)
        #expect(checks.1.isEmpty)
        #expect(added.id == 5) // ids of deleted players are not given again
        #expect(try await repositories.players.players(of: 1).map(\.name) == ["Ada", "Bruno", "Carla", fifty])
    }
}
