import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import Testing

/// Login's business with a Presenter spy, over its real Worker on SQLite, with faults injected.
@MainActor @Suite struct LoginInteractorTests {
    let backend: Backend
    let presenter = LoginPresenterSpy()
    let interactor: LoginInteractor

    init() async throws {
        backend = try await Backend.seeded(with: [])
        let repositories = backend.repositories
        interactor = LoginInteractor(presenter: presenter, worker: LoginWorker(users: repositories.users, settings: repositories.settings))
    }

    private func signIn(_ kind: Login.SignIn.Kind, _ username: String, _ password: String = "secret", rememberMe: Bool = true) async {
        await interactor.signIn(request: Login.SignIn.Request(kind: kind, username: username, password: password, rememberMe: rememberMe))
    }

    private func savedSettings() async throws -> LoginSettings {
        try await backend.repositories.settings.loadSettings()
    }

    @Test func settingsArePresentedBetweenLoadingOnAndOff() async throws {
        try await backend.repositories.settings.saveSettings(LoginSettings(rememberMe: false))

        await interactor.fetchSettings(request: Login.FetchSettings.Request())

        #expect(presenter.responses == [.loading(true), .loading(false), .settings(LoginSettings(rememberMe: false))])
    }

    @Test func loginSignsInKeepsTheUserAndRemembersTheStoredUsername() async throws {
        await signIn(.login, "  COACH ")

        #expect(presenter.responses == [.loading(true), .loading(false), .signIn(backend.coach.user)])
        #expect(interactor.user == backend.coach.user)
        #expect(try await savedSettings() == LoginSettings(rememberMe: true, rememberedUsername: "coach"))
    }

    @Test func rememberMeOffForgetsTheUsername() async throws {
        try await backend.repositories.settings.saveSettings(LoginSettings(rememberMe: true, rememberedUsername: "coach"))

        await signIn(.login, "coach", rememberMe: false)

        #expect(try await savedSettings() == LoginSettings(rememberMe: false))
    }

    @Test func registerCreatesTheUserAndSignsIn() async throws {
        await signIn(.register, "newbie")

        guard case .signIn(let user) = presenter.responses.last else { Issue.record("not signed in"); return }
        #expect(user.username == "newbie")
        let again = try await backend.repositories.users.login(username: "newbie", password: "secret")
        #expect(again == user)
    }

    @Test(arguments: [
        ("", "secret", FootballGatherError.bothFieldsMandatory),
        ("coach", "", .bothFieldsMandatory),
        ("coach", "wrong", .invalidCredentials),
        ("nobody", "secret", .invalidCredentials),
    ])
    func aBadLoginIsAnErrorAndSignsNobodyIn(username: String, password: String, error: FootballGatherError) async throws {
        await signIn(.login, username, password)

        #expect(presenter.responses == [.loading(true), .loading(false), .error(error)])
        #expect(interactor.user == nil)
        #expect(try await savedSettings() == .default)
    }

    @Test func aTakenUsernameIsAnError() async {
        await signIn(.register, "Coach")

        #expect(presenter.responses.last == .error(.usernameTaken))
    }

    @Test func emptyFieldsAskNoRepository() async {
        backend.faults.arm("*", .fail)

        await signIn(.register, "", "")

        #expect(presenter.responses.last == .error(.bothFieldsMandatory))
    }

    @Test(arguments: ["users.login", "settings.save"])
    func aFailingRepositoryIsAnErrorAndSignsNobodyIn(key: String) async {
        backend.faults.arm(key, .fail)

        await signIn(.login, "coach")

        guard case .error(let error) = presenter.responses.last else { Issue.record("no error"); return }
        #expect(!error.message.isEmpty)
        #expect(interactor.user == nil)
    }

    @Test func failingToLoadTheSettingsIsAnError() async {
        backend.faults.arm("settings.load", .fail)

        await interactor.fetchSettings(request: Login.FetchSettings.Request())

        #expect(presenter.responses == [.loading(true), .loading(false), .error(.storage(.loadSettings))])
    }

    @Test func aTapWhileARequestRunsIsIgnored() async {
        backend.faults.arm("users.login", .hold)
        let first = Task { await signIn(.login, "coach") }
        while backend.faults.heldCount == 0 { await Task.yield() }

        await signIn(.register, "other")
        backend.faults.releaseHeld()
        await first.value

        #expect(presenter.responses == [.loading(true), .loading(false), .signIn(backend.coach.user)])
    }
}
