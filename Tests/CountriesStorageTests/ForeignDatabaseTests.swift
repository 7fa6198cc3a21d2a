import CountriesModel
import CountriesTestSupport
import FootballGatherStorage
import Foundation
import GRDB
import TestSupport
import Testing
@testable import CountriesStorage

/// Files that are not Countries databases are refused with one line naming the file, and
/// left byte-for-byte as they were.
@Suite struct ForeignDatabaseTests {
    /// The file's bytes, compared whole: "untouched" means not one byte changed.
    private func contents(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Opens `path`, expects it refused with `reason`, and the file untouched.
    private func expectRefused(_ path: String, reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try contents(path)
        let error = #expect(throws: CountriesError.self, sourceLocation: sourceLocation) {
            try CountriesDatabase.openFile(at: path, dataset: .sample)
        }
        #expect(error?.message == "Could not open the database at \(path): \(reason)", sourceLocation: sourceLocation)
        #expect(error?.message.contains("\n") == false, sourceLocation: sourceLocation)
        #expect(try contents(path) == before, sourceLocation: sourceLocation)
        for suffix in ["-wal", "-shm", "-journal"] {
            #expect(!FileManager.default.fileExists(atPath: path + suffix), "\(suffix) left behind", sourceLocation: sourceLocation)
        }
    }

    /// A Countries file (the sample dataset, Germany a favourite) closed cleanly, in a
    /// plain journal so that reading it creates no side files, after the SQL `change`.
    private func ownFile(in directory: TemporaryDirectory, _ change: String = "") async throws -> String {
        let path = directory.path("countries.sqlite")
        do {
            let repositories = CountriesRepositories.sqlite(try .openFile(at: path, dataset: .sample))
            try await repositories.favourites.setFavourite(KnownCountries.germany, true)
        }
        try await DatabaseQueue(path: path).writeWithoutTransaction { db in
            if !change.isEmpty { try db.execute(sql: change) }
            try db.execute(sql: "PRAGMA journal_mode = DELETE")
        }
        return path
    }

    @Test func aFileWithAnotherSchemaIsRefusedAndLeftAsItWas() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("notes.sqlite")
            try DatabaseQueue(path: path).write { db in
                try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO note (body) VALUES ('keep me')")
            }

            try expectRefused(path, reason: "not a Countries database (unknown tables: note)")
        }
    }

    @Test func theFootballGatherDatabaseIsRefusedAndLeftAsItWas() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("football-gather.sqlite")
            do { _ = try FootballGatherDatabase.openFile(at: path) }
            try DatabaseQueue(path: path).writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = DELETE") }

            try expectRefused(path, reason: "not a Countries database (application_id 1179074900)")

            try DatabaseQueue(path: path).writeWithoutTransaction { try $0.execute(sql: "PRAGMA application_id = 0") }
            try expectRefused(
                path, reason: "not a Countries database (unknown tables: gather, gatherPlayer, player, settings, user)"
            )
        }
    }

    @Test func aFileWithAHigherUserVersionIsRefusedAndLeftAsItWas() async throws {
        try await withTemporaryDirectory { directory in
            let path = try await ownFile(in: directory, "PRAGMA user_version = 2")

            try expectRefused(path, reason: "not a Countries database, or one from a newer version (user_version 2)")
        }
    }

    @Test func aFileWithAnUnknownMigrationIsRefusedAndLeftAsItWas() async throws {
        try await withTemporaryDirectory { directory in
            let path = try await ownFile(in: directory, "INSERT INTO grdb_migrations (identifier) VALUES ('v3-dataset-2027')")

            try expectRefused(path, reason: "made by a newer version of Countries (unknown migrations: v3-dataset-2027)")
        }
    }

    @Test func aFileWhoseTablesDifferIsRefusedAndLeftAsItWas() async throws {
        try await withTemporaryDirectory { directory in
            let path = try await ownFile(in: directory, "ALTER TABLE favourite ADD COLUMN note TEXT")

            try expectRefused(path, reason: "not a Countries database (its tables differ from this app's)")
        }
    }

    @Test func aNewFileAndAnEmptyFileOpenAndAreSeeded() async throws {
        try await withTemporaryDirectory { directory in
            let empty = directory.path("empty.sqlite")
            _ = FileManager.default.createFile(atPath: empty, contents: nil)

            for path in [directory.path("new.sqlite"), empty] {
                let repositories = CountriesRepositories.sqlite(try .openFile(at: path, dataset: .sample))
                #expect(try await repositories.countries.allCountries().count == CountriesDataset.sample.countries.count)
            }
        }
    }

    @Test func anOwnFileOpensWithItsFavourites() async throws {
        try await withTemporaryDirectory { directory in
            let path = try await ownFile(in: directory)

            let repositories = CountriesRepositories.sqlite(try .openFile(at: path, dataset: .sample))

            #expect(try await repositories.favourites.favourites() == [KnownCountries.germany])
        }
    }

    @Test func anOwnFileFromBeforeTheApplicationIDOpensAndGetsIt() async throws {
        try await withTemporaryDirectory { directory in
            let path = try await ownFile(
                in: directory, "DELETE FROM grdb_migrations WHERE identifier = 'v2-application-id'; PRAGMA application_id = 0"
            )

            let repositories = CountriesRepositories.sqlite(try .openFile(at: path, dataset: .sample))

            #expect(try await repositories.favourites.favourites() == [KnownCountries.germany])
            let applicationID = try await DatabaseQueue(path: path).read { try Int32.fetchOne($0, sql: "PRAGMA application_id") }
            #expect(applicationID == CountriesSchema.applicationID)
        }
    }

    @Test func theAppRefusesTheFootballGatherFileWithOneLineNamingItAndExits1() async throws {
        let executable = try BuiltExecutable(named: "countries")
        try await withTemporaryDirectory { directory in
            let path = directory.path("football-gather.sqlite")
            do { _ = try FootballGatherDatabase.openFile(at: path) }
            try await DatabaseQueue(path: path).writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = DELETE") }
            let scriptPath = directory.path("quit.script")
            try "quit\n".write(toFile: scriptPath, atomically: true, encoding: .utf8)
            let before = try contents(path)

            let runs = try await executable.runAtOnce([["--database", path, "--script", scriptPath]], outputIn: directory.url.path)
            let run = try #require(runs.first)

            #expect(run.status == 1)
            #expect(run.errors == "error: Could not open the database at \(path): not a Countries database (application_id 1179074900)\n")
            #expect(run.output.isEmpty)
            #expect(try contents(path) == before)
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        }
    }
}
