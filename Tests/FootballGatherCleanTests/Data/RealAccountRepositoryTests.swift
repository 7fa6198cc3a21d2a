import FootballGatherCleanData
import FootballGatherModel
import FootballGatherTestSupport
import Testing

@Suite struct RealAccountRepositoryTests {
    let storage: Storage

    init() throws {
        storage = try Storage()
    }

    @Test(arguments: DatabaseKind.allCases)
    func aRegisteredUserCanLogIn(_ kind: DatabaseKind) async throws {
        let storage = try Storage(kind)
        let registered = try await storage.accounts.register(Credentials(username: "Alice", password: "secret"))

        let loggedIn = try await storage.accounts.logIn(Credentials(username: "alice", password: "secret"))

        #expect(loggedIn == registered)
        #expect(loggedIn.username == "Alice")
    }

    @Test func aWrongPasswordAndAnUnknownUserReadTheSame() async throws {
        _ = try await storage.accounts.register(Credentials(username: "alice", password: "secret"))

        await #expect(throws: FootballGatherError.invalidCredentials) {
            try await storage.accounts.logIn(Credentials(username: "alice", password: "wrong"))
        }
        await #expect(throws: FootballGatherError.invalidCredentials) {
            try await storage.accounts.logIn(Credentials(username: "nobody", password: "secret"))
        }
    }

    @Test func aUsernameIsTakenWhateverItsCase() async throws {
        _ = try await storage.accounts.register(Credentials(username: "alice", password: "secret"))

        await #expect(throws: FootballGatherError.usernameTaken) {
            try await storage.accounts.register(Credentials(username: "ALICE", password: "other"))
        }
    }

    @Test func aFailingStorageSaysWhatCouldNotBeDone() async {
        storage.faults.arm("users.login", .fail)

        await #expect(throws: FootballGatherError.storage(.login)) {
            try await storage.accounts.logIn(Credentials(username: "alice", password: "secret"))
        }
    }
}
