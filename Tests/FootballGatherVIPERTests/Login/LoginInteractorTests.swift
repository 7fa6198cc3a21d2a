import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIPER
import Testing

/// Login's business rules against real SQLite, and against failing storage.
@MainActor @Suite struct LoginInteractorTests {
    let backend: Backend
    let output = LoginOutputSpy()
    let interactor: LoginInteractor

    init() async throws {
        backend = try await Backend.seeded(with: [])
        interactor = LoginInteractor(users: backend.repositories.users, settings: backend.repositories.settings)
        interactor.presenter = output
    }

    private func credentials(_ username: String, _ password: String = "secret") -> Credentials {
        Credentials(username: username, password: password)
    }

    private func savedSettings() async throws -> LoginSettings {
        try await backend.repositories.settings.loadSettings()
    }

    @Test func aFreshInstallHasTheDefaultSettings() async {
        await interactor.loadSettings()

        #expect(output.calls == [.didLoadSettings(.default)])
    }

    @Test func savedSettingsAreReported() async throws {
        try await backend.repositories.settings.saveSettings(LoginSettings(rememberMe: false))

        await interactor.loadSettings()

        #expect(output.calls == [.didLoadSettings(LoginSettings(rememberMe: false))])
    }

    @Test func loginSignsInAndRemembersTheStoredUsername() async throws {
        await interactor.login(with: credentials("  COACH "), rememberMe: true)

        #expect(output.calls == [.didSignIn(backend.coach.user)])
        #expect(try await savedSettings() == LoginSettings(rememberMe: true, rememberedUsername: "coach"))
    }

    @Test func loginWithRememberMeOffForgetsTheUsername() async throws {
        try await backend.repositories.settings.saveSettings(LoginSettings(rememberMe: true, rememberedUsername: "coach"))

        await interactor.login(with: credentials("coach"), rememberMe: false)

        #expect(output.calls == [.didSignIn(backend.coach.user)])
        #expect(try await savedSettings() == LoginSettings(rememberMe: false, rememberedUsername: nil))
    }

    @Test(arguments: [("nobody", "secret"), ("coach", "wrong")])
    func unknownUsersAndWrongPasswordsGetOneMessage(username: String, password: String) async {
        await interactor.login(with: credentials(username, password), rememberMe: true)

        #expect(output.calls == [.serviceFailed(.invalidCredentials)])
    }

    @Test(arguments: [("", "secret"), ("coach", ""), ("   ", "secret")])
    func emptyFieldsAreRefusedBeforeTheRepositoryIsAsked(username: String, password: String) async {
        backend.faults.arm("users.*", .fail)

        await interactor.login(with: credentials(username, password), rememberMe: true)
        await interactor.register(with: credentials(username, password), rememberMe: true)

        #expect(output.calls == [.serviceFailed(.bothFieldsMandatory), .serviceFailed(.bothFieldsMandatory)])
    }

    @Test func registerCreatesTheAccountAndSignsIn() async throws {
        await interactor.register(with: credentials("ana", "pitch"), rememberMe: true)

        let user = try await backend.repositories.users.login(username: "ana", password: "pitch")
        #expect(user.username == "ana")
        #expect(output.calls == [.didSignIn(user)])
    }

    @Test func registerRefusesATakenUsernameWhateverItsCase() async {
        await interactor.register(with: credentials("Coach"), rememberMe: true)

        #expect(output.calls == [.serviceFailed(.usernameTaken)])
    }

    @Test func registerRefusesAUsernameLongerThan32Characters() async {
        await interactor.register(with: credentials(String(repeating: "a", count: 33)), rememberMe: true)

        #expect(output.calls == [.serviceFailed(.invalidUsername)])
    }

    @Test func failingStorageReportsItsMessage() async {
        backend.faults.arm("users.login", .fail)
        await interactor.login(with: credentials("coach"), rememberMe: true)
        backend.faults.arm("users.register", .fail)
        await interactor.register(with: credentials("ana"), rememberMe: true)

        #expect(output.calls == [.serviceFailed(.storage(.login)), .serviceFailed(.storage(.register))])
    }

    @Test func failingToLoadTheSettingsReportsItsMessage() async {
        backend.faults.arm("settings.load", .fail)

        await interactor.loadSettings()

        #expect(output.calls == [.serviceFailed(.storage(.loadSettings))])
    }

    @Test func failingToSaveTheSettingsKeepsTheUserOnLogin() async throws {
        backend.faults.arm("settings.save", .fail)

        await interactor.login(with: credentials("coach"), rememberMe: true)

        #expect(output.calls == [.serviceFailed(.storage(.saveSettings))])
        #expect(try await savedSettings() == .default)
    }
}
