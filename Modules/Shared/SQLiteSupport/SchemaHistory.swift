import Foundation
import GRDB

/// The migrations of a database, applied so that two processes can open one file at once,
/// and the check that a file is this app's before anything is written to it.
///
/// GRDB's `DatabaseMigrator` reads what has been applied before it takes the write lock,
/// so two processes opening a new file both run the first migration and one fails. Here
/// the check and every missing migration run in ONE `IMMEDIATE` transaction: the second
/// process waits (busy timeout), then finds everything applied. Applied migrations are
/// recorded in GRDB's own `grdb_migrations` table, so files made before stay valid.
public struct SchemaHistory: Sendable {
    /// One step of the schema; a shipped one is never edited.
    public struct Migration: Sendable {
        public let identifier: String
        /// `false` for a migration that only writes rows: skipped when the expected
        /// tables are built in memory.
        public var changesSchema = true
        public let migrate: @Sendable (Database) throws -> Void

        public init(identifier: String, changesSchema: Bool = true, migrate: @escaping @Sendable (Database) throws -> Void) {
            self.identifier = identifier
            self.changesSchema = changesSchema
            self.migrate = migrate
        }
    }

    /// Why a file is not this app's database; its ``reason`` ends up in the open error.
    public struct ForeignDatabase: Error {
        public let reason: String
    }

    /// "Football Gather", for messages.
    public let appName: String
    /// The `PRAGMA application_id` a migration sets: marks a file as this app's.
    public let applicationID: Int32
    public let migrations: [Migration]

    public init(appName: String, applicationID: Int32, migrations: [Migration]) {
        self.appName = appName
        self.applicationID = applicationID
        self.migrations = migrations
    }

    /// Checks (inside the write lock) that `writer` holds this app's database, then applies
    /// the missing migrations, all in one immediate transaction.
    ///
    /// As GRDB's own migrator does, migrations run with foreign keys off, so one can rebuild
    /// a table (``GRDB/Database/rebuildTable(_:as:)``) without cascading deletes, and every
    /// foreign key is checked before the transaction commits.
    ///
    /// A file that is this app's and fully migrated is only read: opening it never waits
    /// for another process's write (in WAL mode readers do not wait for the writer).
    public func migrate(_ writer: any DatabaseWriter) throws {
        if try writer.read({ db in try isUpToDate(db) }) { return }
        try writer.writeWithoutTransaction { db in
            // A no-op inside a transaction: it must be set before the transaction begins.
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            do {
                try migrateInOneTransaction(db)
            } catch {
                try db.execute(sql: "PRAGMA foreign_keys = ON")
                throw error
            }
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
    }

    private func migrateInOneTransaction(_ db: Database) throws {
        try db.inTransaction(.immediate) {
            if let problem = try problem(in: db) { throw ForeignDatabase(reason: problem) }
            try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            let applied = try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations")
            for migration in migrations where !applied.contains(migration.identifier) {
                try migration.migrate(db)
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration.identifier])
            }
            try db.checkForeignKeys()
            return .commit
        }
    }

    /// Whether `db` is this app's and every migration is applied: nothing to write.
    private func isUpToDate(_ db: Database) throws -> Bool {
        guard try db.tableExists("grdb_migrations"), try problem(in: db) == nil else { return false }
        let applied = try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations")
        return migrations.allSatisfy { applied.contains($0.identifier) }
    }

    /// Opens the database file at `path` for writing, as a pool (WAL mode), once it has
    /// passed every check that changes nothing: SQLite can use the path and leave nothing
    /// behind (``DatabaseFile/check(_:)``), and an existing file is this app's
    /// (``checkFile(at:)``). The path is opened as a plain path, never as a URI.
    /// Migrate the pool next (``migrate(_:)``).
    /// - Throws: ``DatabaseFile/Unusable``, ``ForeignDatabase`` or SQLite's error.
    public func openPool(at path: String, configuration: Configuration) throws -> DatabasePool {
        try DatabaseFile.check(path)
        try checkFile(at: path)
        return try DatabasePool(path: DatabaseFile.plainPath(path), configuration: configuration)
    }

    /// Checks the file at `path` without changing a byte of it, before it is opened for
    /// writing (which would switch it to WAL). A missing or empty file is a new database.
    /// - Throws: ``ForeignDatabase`` when it is not this app's; SQLite's error when it is
    ///   not a database at all.
    public func checkFile(at path: String) throws {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = attributes?[.size] as? Int, size > 0, attributes?[.type] as? FileAttributeType == .typeRegular else {
            return
        }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(10)
        configuration.label = "\(appName) check"
        // Without a -wal file the main file holds everything: read it as immutable, so that
        // SQLite creates no -wal/-shm beside it. With one, someone may be writing: read it
        // the usual way (read-only).
        let plainPath = DatabaseFile.plainPath(path)
        let location: String
        if FileManager.default.fileExists(atPath: path + "-wal") {
            location = plainPath
        } else {
            let encoded = plainPath.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? plainPath
            location = "file:\(encoded)?immutable=1"
        }
        let problem = try DatabaseQueue(path: location, configuration: configuration).read { db in
            try self.problem(in: db)
        }
        if let problem { throw ForeignDatabase(reason: problem) }
    }

    /// Runs `open` again (50 ms, 100 ms… apart) while it fails with `SQLITE_BUSY`, until
    /// `bound` has passed since the first attempt: the busy timeout covers waits for
    /// another process's write, but not a deferred transaction that must upgrade after
    /// another process wrote — which GRDB's WAL setup of a brand-new file does when several
    /// processes create it at once. An attempt that already waited out the busy timeout
    /// is the last, so opening never waits longer than one write may.
    public static func retryingWhileBusy<T>(within bound: TimeInterval, _ open: () throws -> T) throws -> T {
        let clock = ContinuousClock()
        let start = clock.now
        var attempt = 1
        while true {
            do {
                return try open()
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
                let pause = 0.05 * Double(attempt)
                guard clock.now - start + .seconds(pause) < .seconds(bound) else { throw error }
                Thread.sleep(forTimeInterval: pause)
                attempt += 1
            }
        }
    }

    /// Why `db` is not this app's database, or `nil` when it is (or is empty).
    ///
    /// Ours: `application_id` is this app's or 0 (files made before it was set),
    /// `user_version` is 0 (never used), and either there are no tables, or
    /// `grdb_migrations` lists the first n known migrations and the tables and their
    /// columns are exactly those these n migrations create.
    public func problem(in db: Database) throws -> String? {
        let foundApplicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        if foundApplicationID != 0 && foundApplicationID != applicationID {
            return "not a \(appName) database (application_id \(foundApplicationID))"
        }
        let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if userVersion != 0 {
            return "not a \(appName) database, or one from a newer version (user_version \(userVersion))"
        }
        var tables = try Self.tables(db)
        if tables.isEmpty { return nil }
        let hasHistory = tables.removeValue(forKey: "grdb_migrations") != nil
        let knownTables = try expectedTables(afterFirst: migrations.count)
        let unknownTables = tables.keys.filter { knownTables[$0] == nil }.sorted()
        if !unknownTables.isEmpty {
            return "not a \(appName) database (unknown tables: \(Self.list(unknownTables)))"
        }
        guard hasHistory else {
            return "not a \(appName) database (no migration history)"
        }
        let applied = try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations")
        let known = migrations.map(\.identifier)
        let unknownMigrations = applied.subtracting(known).sorted()
        if !unknownMigrations.isEmpty {
            return "made by a newer version of \(appName) (unknown migrations: \(Self.list(unknownMigrations)))"
        }
        guard applied == Set(known.prefix(applied.count)) else {
            return "not a \(appName) database (migrations applied out of order)"
        }
        guard tables == (try expectedTables(afterFirst: applied.count)) else {
            return "not a \(appName) database (its tables differ from this app's)"
        }
        return nil
    }

    /// The tables (and their columns, in order) the first `count` migrations create,
    /// built in memory.
    private func expectedTables(afterFirst count: Int) throws -> [String: [String]] {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false // as in `migrate`
        let queue = try DatabaseQueue(configuration: configuration)
        return try queue.write { db in
            for migration in migrations.prefix(count) where migration.changesSchema {
                try migration.migrate(db)
            }
            return try Self.tables(db)
        }
    }

    /// Every table but SQLite's own, with its column names in order.
    private static func tables(_ db: Database) throws -> [String: [String]] {
        let names = try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
            """)
        var tables: [String: [String]] = [:]
        for name in names {
            tables[name] = try db.columns(in: name).map(\.name)
        }
        return tables
    }

    private static func list(_ names: [String]) -> String {
        names.count <= 5 ? names.joined(separator: ", ") : names.prefix(5).joined(separator: ", ") + ", …"
    }
}
