import Foundation
import FootballGatherTestSupport
import GRDB
import Testing
import FootballGatherModel
@testable import FootballGatherStorage

@Suite struct SchemaTests {
    @Test(arguments: DatabaseKind.allCases)
    func migratingFromEmptyCreatesEveryTable(kind: DatabaseKind) async throws {
        let folder = try TemporaryFolder()
        let database = try kind.makeDatabase(in: folder)

        let tables = try await database.writer.read { db in
            try ["user", "player", "gather", "gatherPlayer", "settings"].filter { try db.tableExists($0) }
        }
        let applied = try await database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
        let applicationID = try await database.writer.read { db in
            try Int32.fetchOne(db, sql: "PRAGMA application_id")
        }

        #expect(tables == ["user", "player", "gather", "gatherPlayer", "settings"])
        #expect(applied == ["v1", "v2-username-keys-nfc", "v3-application-id", "v4-text-caps-in-code-points"])
        #expect(applicationID == FootballGatherDatabase.applicationID)
    }

    @Test func foreignKeysAreEnforced() async throws {
        let database = try FootballGatherDatabase.empty()

        await #expect(throws: DatabaseError.self) {
            try await database.writer.write { db in
                try db.execute(sql: "INSERT INTO player (userId, name) VALUES (999, 'Orphan')")
            }
        }
    }

    @Test func checkConstraintsMirrorThePlayerRules() async throws {
        let database = try FootballGatherDatabase.empty()
        let seeded = try await FootballGatherRepositories.sqlite(database, hasher: Argon2idPasswordHasher.fast).seedPlayers([])
        let invalidRows = [
            "name = ''", "name = '\(String(repeating: "x", count: PlayerRules.maximumScalars + 1))'", "age = 0", "age = 100",
            "skill = 'legend'", "position = 'GK2'", "favouriteTeam = ''",
        ]

        for assignment in invalidRows {
            await #expect(throws: DatabaseError.self, "\(assignment)") {
                try await database.writer.write { db in
                    try db.execute(sql: "INSERT INTO player (userId, name) VALUES (?, 'Valid')", arguments: [seeded.user.id])
                    try db.execute(sql: "UPDATE player SET \(assignment) WHERE id = last_insert_rowid()")
                }
            }
        }
    }

    @Test func aGatherCannotBeHalfEnded() async throws {
        let database = try FootballGatherDatabase.empty()
        let seeded = try await FootballGatherRepositories.sqlite(database, hasher: Argon2idPasswordHasher.fast).seedPlayers([])

        await #expect(throws: DatabaseError.self) {
            try await database.writer.write { db in
                try db.execute(
                    sql: "INSERT INTO gather (userId, createdAt, endedAt) VALUES (?, '2025-01-01', '2025-01-01')",
                    arguments: [seeded.user.id]
                )
            }
        }
    }

    @Test func aFileDatabaseUsesWriteAheadLogging() async throws {
        let folder = try TemporaryFolder()
        let database = try FootballGatherDatabase.openFile(at: folder.file("wal.sqlite"))

        let mode = try await database.writer.read { db in
            try String.fetchOne(db, sql: "PRAGMA journal_mode")
        }

        #expect(mode == "wal")
    }
}
