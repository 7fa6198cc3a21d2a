import CountriesModel
import Foundation
import GRDB
import SQLiteSupport

/// The Countries SQLite database: the bundled dataset, seeded on first open, and the
/// user's favourites.
///
/// Open one per app run with ``openFile(at:)`` (WAL, so reads never wait for a write) or,
/// in tests and scripts, ``inMemory()``. Repositories over it come from
/// ``CountriesRepositories/sqlite(_:)``.
public struct CountriesDatabase: Sendable {
    private let writer: any DatabaseWriter
    /// The file's path, or `":memory:"`.
    public let path: String

    private init(writer: any DatabaseWriter, path: String, seed: @escaping @Sendable () throws -> CountriesDataset) throws {
        self.writer = writer
        self.path = path
        try CountriesSchema.history(seed: seed).migrate(writer)
    }

    /// Opens (creating, migrating and seeding if needed) the database file at `path`.
    /// Seeding runs once, in one transaction: reopening keeps favourites and adds nothing.
    /// A file that is not a Countries database is refused and left as it was; other
    /// processes may use the file at the same time.
    /// - Throws: ``CountriesError/storage(_:)`` with ``StorageOperation/openDatabase(path:reason:)``
    ///   when the file cannot be opened or written (missing folder, not a database, …).
    public static func openFile(at path: String) throws -> CountriesDatabase {
        try openFile(at: path, seed: { try CountriesDataset.bundled() })
    }

    /// Opens the database file at `path`, seeding a new one from `dataset` instead of the
    /// bundled dataset.
    public static func openFile(at path: String, dataset: CountriesDataset) throws -> CountriesDatabase {
        try openFile(at: path, seed: { dataset })
    }

    /// A new private in-memory database seeded from the bundled dataset.
    public static func inMemory() throws -> CountriesDatabase {
        try inMemory(seed: { try CountriesDataset.bundled() })
    }

    /// A new private in-memory database seeded from `dataset`.
    public static func inMemory(dataset: CountriesDataset) throws -> CountriesDatabase {
        try inMemory(seed: { dataset })
    }

    /// - Parameter busyTimeout: the bound on waiting for other processes (shorter in tests).
    static func openFile(
        at path: String, busyTimeout: TimeInterval = busyTimeout, seed: @escaping @Sendable () throws -> CountriesDataset
    ) throws -> CountriesDatabase {
        do {
            // Checked first without changing anything: a path SQLite cannot write with its
            // side files, or a file that is not a Countries database (or is from a newer
            // version), is refused before anything, even WAL mode, touches it.
            // Opening writes once if the -wal file is empty (GRDB makes it non-empty), so it
            // may wait for another process's write: all attempts together within the bound.
            return try SchemaHistory.retryingWhileBusy(within: busyTimeout) {
                let pool = try CountriesSchema.history(seed: seed).openPool(at: path, configuration: configuration(busyTimeout: busyTimeout))
                return try CountriesDatabase(writer: pool, path: path, seed: seed)
            }
        } catch {
            throw CountriesError.storage(.openDatabase(path: path, reason: reason(for: error)))
        }
    }

    private static func inMemory(seed: @escaping @Sendable () throws -> CountriesDataset) throws -> CountriesDatabase {
        let path = ":memory:"
        do {
            let queue = try DatabaseQueue(configuration: configuration(busyTimeout: busyTimeout))
            return try CountriesDatabase(writer: queue, path: path, seed: seed)
        } catch {
            throw CountriesError.storage(.openDatabase(path: path, reason: reason(for: error)))
        }
    }

    private static func configuration(busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.label = "CountriesDatabase"
        // Another process (a second terminal, a script) may be writing: wait for it
        // rather than fail with "database is locked". Writes are IMMEDIATE transactions
        // (GRDB's default), so a read-then-write never has to upgrade its lock.
        configuration.busyMode = .timeout(busyTimeout)
        return configuration
    }

    /// How long a write — or opening the file, all its attempts together — waits for
    /// another process's write before it fails, in seconds: the longest a user waits.
    static let busyTimeout: TimeInterval = 10

    /// SQLite's own words ("file is not a database"), without GRDB's SQL echo.
    private static func reason(for error: any Error) -> String {
        switch error {
        case let error as SchemaHistory.ForeignDatabase: error.reason
        case let error as DatabaseFile.Unusable: error.reason
        case let error as DatabaseError: error.message ?? "SQLite error \(error.resultCode.rawValue)"
        case let error as CountriesError: error.message
        default: String(describing: error)
        }
    }

    /// Reads in a snapshot; a ``CountriesError`` the body throws stays as it is, cancellation
    /// becomes ``CountriesError/cancelled`` and any other failure ``CountriesError/storage(_:)``
    /// with `operation`.
    func read<T: Sendable>(failingAs operation: StorageOperation, _ body: @escaping @Sendable (Database) throws -> T) async throws(CountriesError) -> T {
        try await mappingErrors(to: operation) { try await writer.read(body) }
    }

    /// Writes in one transaction (all or nothing); errors as ``read(failingAs:_:)``.
    func write<T: Sendable>(failingAs operation: StorageOperation, _ body: @escaping @Sendable (Database) throws -> T) async throws(CountriesError) -> T {
        try await mappingErrors(to: operation) { try await writer.write(body) }
    }

    private func mappingErrors<T>(to operation: StorageOperation, _ body: () async throws -> T) async throws(CountriesError) -> T {
        do {
            return try await body()
        } catch let error as CountriesError {
            throw error
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .storage(operation)
        }
    }
}
