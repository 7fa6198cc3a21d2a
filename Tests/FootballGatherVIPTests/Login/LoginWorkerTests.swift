import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import Testing

/// Login's Worker on real SQLite.
@MainActor @Suite struct LoginWorkerTests {
    let backend: Backend
    let worker: LoginWorker

    init() async throws {
        backend = try await Backend.seeded(with: [])
        worker = LoginWorker(users: backend.repositories.users, settings: backend.repositories.settings)
    }

    @Test func settingsRoundTrip() async throws {
        #expect(try await worker.fetchSettings() == .default)

        try await worker.saveSettings(LoginSettings(rememberMe: false))

        #expect(try await worker.fetchSettings() == LoginSettings(rememberMe: false))
    }

    @Test func authenticateLogsInOrRegisters() async throws {
        let coach = try await worker.authenticate(Credentials(username: "coach", password: "secret"), as: .login)
        let newbie = try await worker.authenticate(Credentials(username: "newbie", password: "pw"), as: .register)

        #expect(coach == backend.coach.user)
        #expect(newbie.username == "newbie")
    }

    @Test func aWrongPasswordThrowsTheOneMessageForBoth() async {
        await #expect(throws: FootballGatherError.invalidCredentials) {
            try await worker.authenticate(Credentials(username: "coach", password: "nope"), as: .login)
        }
    }
}
