import Foundation
import FootballGatherTestSupport
import GRDB
import Synchronization
import Testing
import FootballGatherModel
@testable import FootballGatherStorage

@Suite struct UserRepositoryTests {
    let database: FootballGatherDatabase
    let users: any UserRepository

    init() throws {
        database = try .empty()
        users = FootballGatherRepositories.sqlite(database, hasher: Argon2idPasswordHasher.fast).users
    }

    @Test func registeringThenLoggingInGivesTheSameUser() async throws {
        let registered = try await users.register(username: "ana", password: "pa55word")

        let loggedIn = try await users.login(username: "ana", password: "pa55word")

        #expect(loggedIn == registered)
        #expect(registered.username == "ana")
    }

    @Test func usernamesAreTrimmed() async throws {
        let registered = try await users.register(username: "  ana \n", password: "pw")

        let loggedIn = try await users.login(username: " ana ", password: "pw")

        #expect(registered.username == "ana")
        #expect(loggedIn.id == registered.id)
    }

    @Test func loginIgnoresTheCaseOfTheUsername() async throws {
        let registered = try await users.register(username: "Ana", password: "pw")

        let loggedIn = try await users.login(username: "aNA", password: "pw")

        #expect(loggedIn == registered)
    }

    @Test(arguments: ["ana", "ANA", " Ana ", "ana\t"])
    func aTakenUsernameIsRefusedWhateverItsCaseOrSpacing(username: String) async throws {
        _ = try await users.register(username: "Ana", password: "pw")

        await #expect(throws: FootballGatherError.usernameTaken) {
            _ = try await users.register(username: username, password: "other")
        }
    }

    @Test func nonASCIIUsernamesAreUniqueCaseInsensitively() async throws {
        _ = try await users.register(username: "Åsa", password: "pw")

        await #expect(throws: FootballGatherError.usernameTaken) {
            _ = try await users.register(username: "åSA", password: "pw")
        }
        #expect(try await users.login(username: "ÅSA", password: "pw").username == "Åsa")
    }

    @Test func aWrongPasswordAndAnUnknownUserGiveTheSameError() async throws {
        _ = try await users.register(username: "ana", password: "right")

        await #expect(throws: FootballGatherError.invalidCredentials) {
            try await users.login(username: "ana", password: "wrong")
        }
        await #expect(throws: FootballGatherError.invalidCredentials) {
            try await users.login(username: "nobody", password: "right")
        }
    }

    @Test(arguments: [("", "pw"), ("ana", ""), ("   ", "pw"), ("", "")])
    func emptyFieldsAreMandatoryForBothLoginAndRegister(username: String, password: String) async throws {
        await #expect(throws: FootballGatherError.bothFieldsMandatory) {
            _ = try await users.register(username: username, password: password)
        }
        await #expect(throws: FootballGatherError.bothFieldsMandatory) {
            try await users.login(username: username, password: password)
        }
    }

    @Test func usernamesOfOneAndThirtyTwoCharactersAreAccepted() async throws {
        let short = try await users.register(username: "a", password: "pw")
        let long = try await users.register(username: String(repeating: "b", count: 32), password: "pw")

        #expect(short.username.count == 1)
        #expect(long.username.count == 32)
    }

    @Test func aUsernameOfThirtyThreeCharactersIsRefusedAndNothingIsStored() async throws {
        await #expect(throws: FootballGatherError.invalidUsername) {
            _ = try await users.register(username: String(repeating: "b", count: 33), password: "pw")
        }

        let count = try await database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM user") }
        #expect(count == 0)
    }

    @Test func thePasswordIsNeverStoredInClear() async throws {
        _ = try await users.register(username: "ana", password: "correct horse battery")

        let dump = try await database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM user").map(\.description).joined()
        }
        let digests = try await database.writer.read { db in
            try Data.fetchAll(db, sql: "SELECT passwordDigest FROM user UNION ALL SELECT passwordSalt FROM user")
        }

        #expect(!dump.contains("correct horse battery"))
        #expect(digests.allSatisfy { $0.range(of: Data("correct horse battery".utf8)) == nil })
    }

    @Test func anUnknownUserStillCostsOnePasswordVerification() async throws {
        let hasher = CountingPasswordHasher()
        let counted = SQLiteUserRepository(database: database, hasher: hasher)
        _ = try await counted.register(username: "ana", password: "pw")

        await #expect(throws: FootballGatherError.invalidCredentials) {
            try await counted.login(username: "nobody", password: "pw")
        }
        await #expect(throws: FootballGatherError.invalidCredentials) {
            try await counted.login(username: "ana", password: "wrong")
        }

        #expect(hasher.verifications == 2)
    }

    @Test func anAccountSurvivesAChangeOfTheAppsHashingCost() async throws {
        _ = try await users.register(username: "ana", password: "pw")
        let slower = SQLiteUserRepository(database: database, hasher: Argon2idPasswordHasher(cost: .init(iterations: 2, memoryKiB: 16)))

        #expect(try await slower.login(username: "ana", password: "pw").username == "ana")
        #expect(try await storedParameters(of: "ana") == "argon2id$v=19$m=16,t=2,p=1", "rehashed at the new cost")
        #expect(try await slower.login(username: "ana", password: "pw").username == "ana")
    }
}

extension UserRepositoryTests {
    /// The algorithm and cost stored for `username`.
    func storedParameters(of username: String) async throws -> String? {
        try await database.writer.read { db in
            try String.fetchOne(db, sql: "SELECT passwordParameters FROM user WHERE username = ?", arguments: [username])
        }
    }
}

/// The fast hasher, counting verifications (a spy on the KDF, not on storage).
final class CountingPasswordHasher: PasswordHasher {
    private let base = Argon2idPasswordHasher.fast
    private let count = Mutex(0)

    var verifications: Int { count.withLock { $0 } }

    func hash(_ password: String) throws -> PasswordHash {
        try base.hash(password)
    }

    func verify(_ password: String, against hash: PasswordHash) throws(PasswordHashingError) -> Bool {
        count.withLock { $0 += 1 }
        return try base.verify(password, against: hash)
    }

    func needsRehash(_ hash: PasswordHash) -> Bool {
        base.needsRehash(hash)
    }
}
