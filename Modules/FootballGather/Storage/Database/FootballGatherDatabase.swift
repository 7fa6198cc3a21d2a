import FootballGatherModel
import Foundation
import GRDB
import SQLiteSupport

/// The Football Gather SQLite database: one writer, migrated to the current schema
/// before anyone can use it.
///
/// Open it once at launch (``openFile(at:)`` for the app, ``inMemory()`` for tests and
/// previews) and hand it to ``FootballGatherRepositories/sqlite(_:hasher:)``.
public struct FootballGatherDatabase: Sendable {
    /// Only the repositories of this module touch the connection.
    let writer: any DatabaseWriter

    private init(writer: any DatabaseWriter) throws {
        self.writer = writer
        try Self.history.migrate(writer)
    }

    /// Opens (or creates) the database file at `path` in WAL mode, and migrates it. The
    /// path is used as given: the launcher expands `~` and makes the folder
    /// (`DatabaseLocation`), the one place both apps do it.
    ///
    /// The path is first checked without changing anything
    /// (``SchemaHistory/openPool(at:configuration:)``): a path SQLite cannot write with its
    /// side files (a folder, a device, a read-only file or folder) is refused with nothing
    /// created, and a database that is not Football Gather's, or is from a newer version,
    /// is refused and left byte-for-byte as it was. The path is a plain path: `file:x` is
    /// the file named so. Other processes may have the file open too: writes wait for
    /// theirs (busy timeout) instead of failing.
    /// - Throws: ``FootballGatherError/storage(_:)`` with
    ///   ``StorageOperation/openDatabase(path:reason:)`` when the path cannot hold a
    ///   database or the file is not a (readable) Football Gather database.
    public static func openFile(at path: String) throws(FootballGatherError) -> FootballGatherDatabase {
        try openFile(at: path, busyTimeout: busyTimeout)
    }

    /// ``openFile(at:)`` with another bound on waiting for other processes (tests).
    static func openFile(at path: String, busyTimeout: TimeInterval) throws(FootballGatherError) -> FootballGatherDatabase {
        do {
            return try SchemaHistory.retryingWhileBusy(within: busyTimeout) {
                // A pool opens in WAL mode: readers never wait for the writer. Opening
                // writes once if the -wal file is empty (GRDB makes it non-empty), so it
                // may wait for another process's write, within the same bound.
                let pool = try history.openPool(at: path, configuration: configuration(busyTimeout: busyTimeout))
                return try FootballGatherDatabase(writer: pool)
            }
        } catch {
            throw .storage(.openDatabase(path: path, reason: reason(for: error)))
        }
    }

    /// A fresh, empty database that lives in memory until the value is released.
    public static func inMemory() throws(FootballGatherError) -> FootballGatherDatabase {
        do {
            return try FootballGatherDatabase(writer: DatabaseQueue(configuration: configuration(busyTimeout: busyTimeout)))
        } catch {
            throw .storage(.openDatabase(path: ":memory:", reason: reason(for: error)))
        }
    }

    /// The file the database lives in, or `nil` in memory.
    public var path: String? {
        writer.path == ":memory:" || writer.path.isEmpty ? nil : writer.path
    }

    private static func configuration(busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.label = "FootballGather"
        // Another process (a second terminal, a script) may be writing: wait for it
        // rather than fail with "database is locked". Writes are IMMEDIATE transactions
        // (GRDB's default), so a read-then-write never has to upgrade its lock.
        configuration.busyMode = .timeout(busyTimeout)
        return configuration
    }

    /// How long a write — or opening the file, all its attempts together — waits for
    /// another process's write before it fails, in seconds: the longest a user waits.
    static let busyTimeout: TimeInterval = 10

    /// A short, readable cause: SQLite's message, or the operating system's one
    /// ("Not a directory") rather than Foundation's generic wrapper around it.
    private static func reason(for error: any Error) -> String {
        if let error = error as? SchemaHistory.ForeignDatabase {
            return error.reason
        }
        if let error = error as? DatabaseFile.Unusable {
            return error.reason
        }
        if let error = error as? DatabaseError {
            return error.message ?? error.resultCode.description
        }
        let wrapper = error as NSError
        let cause = (wrapper.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError } ?? wrapper
        if cause.domain == NSPOSIXErrorDomain, let message = strerror(Int32(cause.code)) {
            return String(cString: message)
        }
        return cause.localizedDescription
    }
}
