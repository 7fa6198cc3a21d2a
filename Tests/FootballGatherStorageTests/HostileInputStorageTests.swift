import Foundation
import FootballGatherTestSupport
import GRDB
import SQLiteSupport
import Testing
import FootballGatherModel
@testable import FootballGatherStorage

/// Text with a NUL inside: SQLite would store only what comes before it.
private let nulName = "a\u{0}b"

@Suite struct ControlCharacterStorageTests {
    @Test func aPlayerNamedWithANulIsRefusedAndNothingIsStored() async throws {
        let database = try FootballGatherDatabase.empty()
        let repositories = FootballGatherRepositories.sqlite(database, hasher: Argon2idPasswordHasher.fast)
        let seeded = try await repositories.seedPlayers([])

        await #expect(throws: FootballGatherError.nameHasControlCharacters) {
            try await repositories.players.addPlayer(PlayerDraft(name: nulName), for: seeded.user.id)
        }
        await #expect(throws: FootballGatherError.favouriteTeamHasControlCharacters) {
            try await repositories.players.addPlayer(PlayerDraft(name: "Ada", favouriteTeam: "x\u{1B}[2J"), for: seeded.user.id)
        }

        #expect(try await database.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM player") } == 0)
    }

    @Test func savingAPlayerWithAControlCharacterChangesNothing() async throws {
        let database = try FootballGatherDatabase.empty()
        let repositories = FootballGatherRepositories.sqlite(database, hasher: Argon2idPasswordHasher.fast)
        let seeded = try await repositories.seedPlayers([PlayerDraft(name: "Ada", favouriteTeam: "Arsenal")])
        let id = seeded.players[0].id

        await #expect(throws: FootballGatherError.nameHasControlCharacters) {
            try await repositories.players.updatePlayer(id: id, setting: .name(nulName), for: seeded.user.id)
        }
        await #expect(throws: FootballGatherError.favouriteTeamHasControlCharacters) {
            try await repositories.players.updatePlayer(id: id, setting: .favouriteTeam("Ars\u{0}enal"), for: seeded.user.id)
        }

        #expect(try await repositories.players.players(of: seeded.user.id) == seeded.players)
    }

    @Test func aUsernameWithANulIsRefusedAndNoAccountIsStored() async throws {
        let database = try FootballGatherDatabase.empty()
        let users = FootballGatherRepositories.sqlite(database, hasher: Argon2idPasswordHasher.fast).users

        await #expect(throws: FootballGatherError.usernameHasControlCharacters) {
            try await users.register(username: nulName, password: "pw")
        }
        _ = try await users.register(username: "a", password: "pw")
        await #expect(throws: FootballGatherError.usernameHasControlCharacters) {
            try await users.login(username: nulName, password: "pw")
        }

        #expect(try await database.writer.read { try String.fetchAll($0, sql: "SELECT username FROM user") } == ["a"])
    }
}

@Suite struct UnicodeUsernameTests {
    private let nfc = "Zo\u{EB}"
    private let nfd = "Zoe\u{308}"

    @Test func anAccountRegisteredInNfcLogsInTypedInNfd() async throws {
        let users = FootballGatherRepositories.sqlite(try .empty(), hasher: Argon2idPasswordHasher.fast).users
        let registered = try await users.register(username: nfc, password: "pw")

        let loggedIn = try await users.login(username: nfd, password: "pw")

        #expect(loggedIn.id == registered.id)
        #expect(Array(loggedIn.username.utf8) == Array(nfc.utf8), "the display spelling stays as registered")
    }

    @Test func theNfdTwinOfAnAccountIsTaken() async throws {
        let database = try FootballGatherDatabase.empty()
        let users = FootballGatherRepositories.sqlite(database, hasher: Argon2idPasswordHasher.fast).users
        _ = try await users.register(username: nfc, password: "pw")

        await #expect(throws: FootballGatherError.usernameTaken) {
            try await users.register(username: nfd, password: "other")
        }
        await #expect(throws: FootballGatherError.usernameTaken) {
            try await users.register(username: "ZOE\u{308}", password: "other")
        }

        #expect(try await database.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM user") } == 1)
    }

    @Test func upgradingAVersion1FileRecomputesTheKeysAndKeepsTheFirstOfTwins() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("gather.sqlite")
        let hash = try Argon2idPasswordHasher.fast.hash("pw")
        // A file as version 1 left it: keys only lowercased, so the NFC and NFD twins are two accounts.
        let queue = try DatabaseQueue(path: path)
        let history = FootballGatherDatabase.history
        try SchemaHistory(appName: history.appName, applicationID: history.applicationID, migrations: [history.migrations[0]])
            .migrate(queue)
        try await queue.write { db in
            for (username, key) in [(nfd, nfd.lowercased()), ("Ana", "ana"), (nfc, nfc.lowercased())] {
                try db.execute(
                    sql: "INSERT INTO user (username, normalizedUsername, passwordParameters, passwordSalt, passwordDigest) VALUES (?, ?, ?, ?, ?)",
                    arguments: [username, key, hash.parameters, hash.salt, hash.digest]
                )
            }
        }
        try queue.close()

        let database = try FootballGatherDatabase.openFile(at: path)
        let users = FootballGatherRepositories.sqlite(database, hasher: Argon2idPasswordHasher.fast).users

        let keys = try await database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT id, normalizedUsername FROM user ORDER BY id").map { row -> String in row["normalizedUsername"] }
        }
        #expect(Array(keys[0].utf8) == Array("zo\u{EB}".utf8))
        #expect(keys[1] == "ana")
        #expect(keys[2].unicodeScalars.first == "\u{1}", "the later twin keeps its data but can no longer sign in")
        #expect(try await users.login(username: nfc, password: "pw").id == 1)
        #expect(try await users.login(username: nfd, password: "pw").id == 1)
        #expect(try await users.login(username: "ANA", password: "pw").id == 2)
        #expect(try await database.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM user") } == 3)
    }
}

// Without the allowed range a tampered login would derive for minutes with gigabytes: the limit
// turns that into a failure. It is not one minute: a time limit counts from the test's start, and
// on a 2-core machine these tests, though they take a second, waited more than 60 s for the
// concurrency pool behind the parity suite's process tests (CI, 2026-11-27).
@Suite(.timeLimit(.minutes(5))) struct TamperedHashTests {
    @Test(arguments: ["argon2id$v=19$m=4194304,t=64,p=1", "scrypt$1048576$64$16"])
    func aStoredHashAskingForAHugeCostFailsAsAWrongPassword(parameters: String) async throws {
        let database = try FootballGatherDatabase.empty()
        let users = FootballGatherRepositories.sqlite(database, hasher: Argon2idPasswordHasher()).users
        _ = try await users.register(username: "ana", password: "pw")
        // 4 GiB and 64 passes, or scrypt's N = 2^20, r = 64, p = 16 (about 8 GB and ten minutes).
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE user SET passwordParameters = ?", arguments: [parameters])
        }

        await #expect(throws: FootballGatherError.invalidCredentials) {
            try await users.login(username: "ana", password: "pw")
        }
    }

    @Test func aGenuineHashAtACostTheAppNeverWritesIsRefused() async throws {
        let database = try FootballGatherDatabase.empty()
        // Cheap, but more passes than any cost the app writes (t = 2).
        let foreign = Argon2idPasswordHasher(cost: .init(iterations: 3, memoryKiB: 8))
        _ = try await SQLiteUserRepository(database: database, hasher: foreign).register(username: "ana", password: "pw")
        let users = FootballGatherRepositories.sqlite(database, hasher: Argon2idPasswordHasher.fast).users

        await #expect(throws: FootballGatherError.invalidCredentials) {
            try await users.login(username: "ana", password: "pw")
        }
    }

    @Test func onlyCostsTheAppWritesAreVerified() throws {
        let standard = Argon2idPasswordHasher()
        #expect(standard.accepts(.standard))
        #expect(standard.accepts(.fast))
        #expect(!standard.accepts(.init(iterations: 3, memoryKiB: 19_456)))
        #expect(!standard.accepts(.init(iterations: 2, memoryKiB: 19_457)))
        #expect(ScryptParameters.formerStandard.isAtMostTheAppsFormerCost)
        #expect(!ScryptParameters(rounds: 32_768, blockSize: 8, parallelism: 1).isAtMostTheAppsFormerCost)
        #expect(!ScryptParameters(rounds: 16_384, blockSize: 9, parallelism: 1).isAtMostTheAppsFormerCost)
        #expect(!ScryptParameters(rounds: 16_384, blockSize: 8, parallelism: 2).isAtMostTheAppsFormerCost)

        var tampered = try Argon2idPasswordHasher.fast.hash("pw")
        tampered.parameters = "argon2id$v=19$m=1048576,t=1,p=1"
        #expect(try !standard.verify("pw", against: tampered))
    }
}
