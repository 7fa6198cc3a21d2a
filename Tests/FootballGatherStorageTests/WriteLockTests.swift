import Foundation
import FootballGatherModel
import FootballGatherTestSupport
import GRDB
import SQLiteSupport
import TestSupport
import Testing
@testable import FootballGatherStorage

/// Another connection holds the write lock (a `sqlite3` shell in `BEGIN IMMEDIATE`, a
/// second app busy saving): signing in only reads, so it does not wait; a write and
/// opening the file wait at most the busy timeout each; and a sign-in that cannot be
/// checked says so instead of calling the password wrong.
@Suite struct WriteLockTests {
    /// A shorter bound than the app's 10 s, the same rule.
    private static let bound: TimeInterval = 1
    private let folder: TemporaryFolder
    private let path: String

    init() async throws {
        folder = try TemporaryFolder()
        path = folder.file("fg.sqlite")
        let database = try FootballGatherDatabase.openFile(at: path)
        _ = try await FootballGatherRepositories.sqlite(database, hasher: Argon2idPasswordHasher.fast).users
            .register(username: "coach", password: "pitch")
    }

    /// With no busy timeout at all, any wait for the lock would fail at once.
    @Test func signingInDoesNotWaitForAnotherWriter() async throws {
        let database = try FootballGatherDatabase.openFile(at: path, busyTimeout: 0)
        let lock = try WriteLock(on: path)
        defer { lock.release() }

        let user = try await FootballGatherRepositories.sqlite(database, hasher: Argon2idPasswordHasher.fast).users
            .login(username: "coach", password: "pitch")

        #expect(user.username == "coach")
    }

    /// A second app opening the file while the first one is saving: the file is up to date
    /// and its -wal holds writes, so opening only reads (it used to migrate in a write).
    @Test func openingAnUpToDateFileBesideAWritingAppDoesNotWait() async throws {
        let first = try FootballGatherDatabase.openFile(at: path)
        _ = try await FootballGatherRepositories.sqlite(first, hasher: Argon2idPasswordHasher.fast).users
            .register(username: "second", password: "pitch")
        let lock = try WriteLock(on: path)
        defer { lock.release() }

        let database = try FootballGatherDatabase.openFile(at: path, busyTimeout: 0)
        let user = try await FootballGatherRepositories.sqlite(database, hasher: Argon2idPasswordHasher.fast).users
            .login(username: "second", password: "pitch")

        #expect(user.username == "second")
    }

    /// Opening may write once (GRDB fills an empty -wal file), so it may wait, but all its
    /// attempts together wait no longer than one write: they used to wait the busy timeout
    /// five times over (50 s) before they failed.
    @Test func openingWaitsForAnotherWriterAtMostTheBound() throws {
        let lock = try WriteLock(on: path)
        defer { lock.release() }
        let clock = ContinuousClock()
        let start = clock.now

        #expect(throws: FootballGatherError.storage(.openDatabase(path: path, reason: "database is locked"))) {
            try FootballGatherDatabase.openFile(at: path, busyTimeout: Self.bound)
        }
        #expect(clock.now - start >= .seconds(Self.bound), "it failed without waiting for the lock")
    }

    /// The retries stop at the bound: an attempt that already waited it out is the last, and
    /// quick failures are retried only while the bound lasts. (Wall-clock time around the
    /// whole open is no measure of this in a busy parallel suite.)
    @Test func openingRetriesOnlyWithinTheBound() throws {
        var attempts = 0
        #expect(throws: DatabaseError.self) {
            try SchemaHistory.retryingWhileBusy(within: 0.2) {
                attempts += 1
                Thread.sleep(forTimeInterval: 0.3)
                throw DatabaseError(resultCode: .SQLITE_BUSY)
            }
        }
        #expect(attempts == 1)

        attempts = 0
        #expect(throws: DatabaseError.self) {
            try SchemaHistory.retryingWhileBusy(within: 0.2) {
                attempts += 1
                throw DatabaseError(resultCode: .SQLITE_BUSY)
            }
        }
        // Pauses of 50, 100, 150 ms…: two fit in 0.2 s.
        #expect((2...3).contains(attempts), "\(attempts) attempts")
    }

    @Test func aWriteWaitsForAnotherWriterAtMostTheBound() async throws {
        let database = try FootballGatherDatabase.openFile(at: path, busyTimeout: Self.bound)
        let lock = try WriteLock(on: path)
        defer { lock.release() }
        let clock = ContinuousClock()
        let start = clock.now

        await #expect(throws: FootballGatherError.storage(.register)) {
            try await FootballGatherRepositories.sqlite(database, hasher: Argon2idPasswordHasher.fast).users
                .register(username: "second", password: "pitch")
        }
        // How much longer than the bound it took says nothing here: the suite's other tests
        // hold the cores. SQLite's busy timeout is the bound, set in the configuration.
        #expect(clock.now - start >= .seconds(Self.bound), "it failed without waiting for the lock")
    }

    @Test func aSignInThatCannotReadTheAccountsIsAFailureNotAWrongPassword() async throws {
        let database = try FootballGatherDatabase.openFile(at: path)
        try await database.writer.write { db in try db.execute(sql: "ALTER TABLE user RENAME TO user_elsewhere") }

        await #expect(throws: FootballGatherError.storage(.login)) {
            try await FootballGatherRepositories.sqlite(database, hasher: Argon2idPasswordHasher.fast).users
                .login(username: "coach", password: "pitch")
        }
    }

    @Test func aPasswordThatCannotBeCheckedIsAFailureNotAWrongPassword() async throws {
        let users = FootballGatherRepositories.sqlite(try .openFile(at: path), hasher: UnavailableKeyDerivation()).users

        await #expect(throws: FootballGatherError.storage(.login)) {
            try await users.login(username: "coach", password: "pitch")
        }
        // An unknown user still answers as a wrong password would: nothing to check.
        await #expect(throws: FootballGatherError.invalidCredentials) {
            try await users.login(username: "nobody", password: "pitch")
        }
    }
}

/// A key derivation that cannot run (as when the memory its cost asks for is not there).
private struct UnavailableKeyDerivation: PasswordHasher {
    func hash(_ password: String) throws -> PasswordHash {
        throw PasswordHashingError.derivationFailed
    }

    func verify(_ password: String, against hash: PasswordHash) throws(PasswordHashingError) -> Bool {
        throw .derivationFailed
    }

    func needsRehash(_ hash: PasswordHash) -> Bool { false }
}
