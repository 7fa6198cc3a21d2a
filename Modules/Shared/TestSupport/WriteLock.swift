import GRDB

/// A second connection to a database file holding its write lock (`BEGIN IMMEDIATE`), as a
/// `sqlite3` shell or another app in the middle of a save would: for tests of what waits
/// for another process's write, and for how long.
public final class WriteLock: Sendable {
    private let connection: DatabaseQueue

    /// Takes the write lock on the file at `path` (it must not be taken already).
    public init(on path: String) throws {
        var configuration = Configuration()
        // The transaction is left open on purpose, past the end of this access.
        configuration.allowsUnsafeTransactions = true
        connection = try DatabaseQueue(path: path, configuration: configuration)
        try connection.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
    }

    /// Gives the lock back, writing nothing.
    public func release() {
        try? connection.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    }
}
