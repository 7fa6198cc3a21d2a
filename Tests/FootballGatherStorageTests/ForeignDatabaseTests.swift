import CountriesStorage
import Foundation
import FootballGatherModel
import FootballGatherTestSupport
import GRDB
import TestSupport
import Testing
@testable import FootballGatherStorage

/// Files that are not Football Gather's are refused with one line naming the file, and
/// left byte-for-byte as they were.
@Suite struct ForeignDatabaseTests {
    /// The file's bytes, compared whole: "untouched" means not one byte changed.
    private func contents(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Opens `path`, expects it refused with `reason`, and the file untouched.
    private func expectRefused(_ path: String, reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try contents(path)
        let error = #expect(throws: FootballGatherError.self, sourceLocation: sourceLocation) {
            try FootballGatherDatabase.openFile(at: path)
        }
        #expect(error?.message == "Could not open the database at \(path): \(reason)", sourceLocation: sourceLocation)
        #expect(error?.message.contains("\n") == false, sourceLocation: sourceLocation)
        #expect(try contents(path) == before, sourceLocation: sourceLocation)
        for suffix in ["-wal", "-shm", "-journal"] {
            #expect(!FileManager.default.fileExists(atPath: path + suffix), "\(suffix) left behind", sourceLocation: sourceLocation)
        }
    }

    /// A Football Gather file closed cleanly (no -wal), after `change`.
    private func ownFile(in folder: TemporaryFolder, _ change: @escaping @Sendable (Database) throws -> Void = { _ in }) async throws -> String {
        let path = folder.file("gather.sqlite")
        do {
            let database = try FootballGatherDatabase.openFile(at: path)
            try await FootballGatherRepositories.test(database: database).seedPlayers()
            try await database.writer.writeWithoutTransaction { try change($0) }
        }
        // Back to a plain journal so that reading the file later creates no side files.
        try await DatabaseQueue(path: path).writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = DELETE") }
        return path
    }

    @Test func aFileWithAnotherSchemaIsRefusedAndLeftAsItWas() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("notes.sqlite")
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO note (body) VALUES ('keep me')")
        }

        try expectRefused(path, reason: "not a Football Gather database (unknown tables: note)")
    }

    @Test func theCountriesDatabaseIsRefusedAndLeftAsItWas() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("countries.sqlite")
        do {
            _ = try CountriesDatabase.openFile(at: path, dataset: CountriesDataset(countries: [], currencies: [:]))
        }
        try await DatabaseQueue(path: path).writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = DELETE") }

        try expectRefused(path, reason: "not a Football Gather database (application_id 1129206866)")
    }

    @Test func theCountriesDatabaseOfBeforeApplicationIDsIsRefusedByItsTables() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("countries.sqlite")
        do {
            _ = try CountriesDatabase.openFile(at: path, dataset: CountriesDataset(countries: [], currencies: [:]))
        }
        try await DatabaseQueue(path: path).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA application_id = 0; PRAGMA journal_mode = DELETE")
        }

        try expectRefused(
            path, reason: "not a Football Gather database (unknown tables: country, countryCurrency, countryNeighbour, currency, favourite)"
        )
    }

    @Test func aFileWithAHigherUserVersionIsRefusedAndLeftAsItWas() async throws {
        let folder = try TemporaryFolder()
        let path = try await ownFile(in: folder) { try $0.execute(sql: "PRAGMA user_version = 3") }

        try expectRefused(path, reason: "not a Football Gather database, or one from a newer version (user_version 3)")
    }

    @Test func aFileWithAnUnknownMigrationIsRefusedAndLeftAsItWas() async throws {
        let folder = try TemporaryFolder()
        let path = try await ownFile(in: folder) {
            try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v3-teams')")
        }

        try expectRefused(path, reason: "made by a newer version of Football Gather (unknown migrations: v3-teams)")
    }

    @Test func aFileWhoseTablesDifferIsRefusedAndLeftAsItWas() async throws {
        let folder = try TemporaryFolder()
        let path = try await ownFile(in: folder) { try $0.execute(sql: "ALTER TABLE player ADD COLUMN shirt INTEGER") }

        try expectRefused(path, reason: "not a Football Gather database (its tables differ from this app's)")
    }

    @Test func aNewFileAndAnEmptyFileOpen() throws {
        let folder = try TemporaryFolder()
        let empty = folder.file("empty.sqlite")
        _ = FileManager.default.createFile(atPath: empty, contents: nil)

        #expect(try FootballGatherDatabase.openFile(at: folder.file("new.sqlite")).path != nil)
        #expect(try FootballGatherDatabase.openFile(at: empty).path == empty)
    }

    @Test func anOwnFileOpensWithItsData() async throws {
        let folder = try TemporaryFolder()
        let path = try await ownFile(in: folder)

        let repositories = try FootballGatherRepositories.test(database: .openFile(at: path))
        let user = try await repositories.users.login(username: "coach", password: "secret")

        #expect(try await repositories.players.players(of: user.id).count == PlayerDraft.roster.count)
    }

    @Test func anOwnFileFromBeforeTheApplicationIDOpensAndGetsIt() async throws {
        let folder = try TemporaryFolder()
        let path = try await ownFile(in: folder) { db in
            // As such a file was: without the migrations that came after v2 either.
            try db.execute(sql: """
                DELETE FROM grdb_migrations WHERE identifier IN ('v3-application-id', 'v4-text-caps-in-code-points');
                PRAGMA application_id = 0
                """)
        }

        let database = try FootballGatherDatabase.openFile(at: path)

        let applicationID = try await database.writer.read { try Int32.fetchOne($0, sql: "PRAGMA application_id") }
        #expect(applicationID == FootballGatherDatabase.applicationID)
    }

    @Test func theAppRefusesAForeignFileWithOneLineNamingItAndExits1() async throws {
        let executable = try BuiltExecutable(named: "football-gather")
        let folder = try TemporaryFolder()
        let path = folder.file("notes.sqlite")
        try await DatabaseQueue(path: path).write { db in
            try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT)")
        }
        let scriptPath = folder.file("quit.script")
        try "quit\n".write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let before = try contents(path)

        let run = try #require(try await executable.runAtOnce([["--database", path, "--script", scriptPath]], outputIn: folder.path).first)

        #expect(run.status == 1)
        #expect(run.errors == "error: Could not open the database at \(path): not a Football Gather database (unknown tables: note)\n")
        #expect(run.output.isEmpty)
        #expect(try contents(path) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }
}
