import Foundation
import FootballGatherModel
import FootballGatherTestSupport
import GRDB
import Testing
@testable import FootballGatherStorage

/// A database written before passwords moved from scrypt (swift-crypto) to Argon2id
/// (libsodium) keeps working: `Fixtures/before-argon2id.sqlite` was made by the app as it was
/// then (commit ac2f6cb, `football-gather --pattern mvc --script Fixtures/before-argon2id.script`):
/// user `coach`, password `pitch side`, players Ada and Bea, stored as `scrypt$16384$8$1`.
@Suite struct FormerPasswordHashTests {
    private let folder: TemporaryFolder
    private let database: FootballGatherDatabase
    private let repositories: FootballGatherRepositories

    /// A copy of the fixture, opened by today's app with its standard cost.
    init() throws {
        folder = try TemporaryFolder()
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/before-argon2id.sqlite")
        let path = folder.file("gather.sqlite")
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        database = try .openFile(at: path)
        repositories = .sqlite(database, hasher: Argon2idPasswordHasher())
    }

    private func storedHash() async throws -> PasswordHash {
        try await database.writer.read { db in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT * FROM user WHERE username = 'coach'"))
            return PasswordHash(parameters: row["passwordParameters"], salt: row["passwordSalt"], digest: row["passwordDigest"])
        }
    }

    @Test func theFormerAccountSignsInAndIsRehashedAsArgon2id() async throws {
        let before = try await storedHash()
        #expect(before.parameters == "scrypt$16384$8$1")

        let user = try await repositories.users.login(username: "coach", password: "pitch side")

        #expect(try await repositories.players.players(of: user.id).map(\.name) == ["Ada", "Bea"])
        let after = try await storedHash()
        #expect(after.parameters == "argon2id$v=19$m=19456,t=2,p=1")
        #expect(after.salt != before.salt && after.digest != before.digest)
        // The new hash verifies, and only the right password.
        #expect(try await repositories.users.login(username: "coach", password: "pitch side") == user)
        await #expect(throws: FootballGatherError.invalidCredentials) {
            try await repositories.users.login(username: "coach", password: "pitch sidE")
        }
        #expect(try await storedHash() == after)
    }

    @Test func aWrongPasswordChangesNothing() async throws {
        let before = try await storedHash()

        await #expect(throws: FootballGatherError.invalidCredentials) {
            try await repositories.users.login(username: "coach", password: "pitch")
        }

        #expect(try await storedHash() == before)
    }

    /// The rehash is a write of its own: if it fails, the sign-in still succeeds, the former hash
    /// stays (it still verifies), and the next sign-in that can write moves it over.
    @Test func aRehashThatCannotBeWrittenKeepsTheFormerHashAndStillSignsIn() async throws {
        let before = try await storedHash()
        try await database.writer.write { db in
            try db.execute(sql: "CREATE TEMP TRIGGER refuse BEFORE UPDATE ON user BEGIN SELECT RAISE(ABORT, 'read-only'); END")
        }

        let user = try await repositories.users.login(username: "coach", password: "pitch side")

        #expect(user.username == "coach")
        #expect(try await storedHash() == before)
        try await database.writer.write { db in try db.execute(sql: "DROP TRIGGER temp.refuse") }
        #expect(try await repositories.users.login(username: "coach", password: "pitch side") == user)
        #expect(try await storedHash().parameters == "argon2id$v=19$m=19456,t=2,p=1")
    }

    @Test func aNewAccountBesideTheFormerOneIsArgon2idFromTheStart() async throws {
        let user = try await repositories.users.register(username: "ana", password: "pw")

        #expect(try await repositories.users.login(username: "ana", password: "pw") == user)
        #expect(try await repositories.users.login(username: "coach", password: "pitch side").username == "coach")
    }
}
