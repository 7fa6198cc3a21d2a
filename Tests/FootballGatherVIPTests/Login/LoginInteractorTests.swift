import FootballGatherModel
@testable import FootballGatherVIP
import TestSupport
import Testing

/// Login's business with a Presenter spy and a Worker spy, as the templates test an
/// Interactor: the Model's checks before the Worker is asked, what it asks, and what it
/// answers its Presenter.
@MainActor @Suite struct LoginInteractorTests {
    let presenter = LoginPresenterSpy()
    let worker = LoginWorkerSpy()
    let interactor: LoginInteractor

    init() {
        interactor = LoginInteractor(presenter: presenter, worker: worker)
    }

    private func signIn(_ kind: Login.SignIn.Kind, _ username: String, _ password: String = "secret", rememberMe: Bool = true) async {
        await interactor.signIn(request: Login.SignIn.Request(kind: kind, username: username, password: password, rememberMe: rememberMe))
    }

    @Test func settingsArePresentedBetweenLoadingOnAndOff() async {
        worker.settings = .success(LoginSettings(rememberMe: false))

        await interactor.fetchSettings(request: Login.FetchSettings.Request())

        #expect(presenter.responses == [.loading(true), .loading(false), .settings(LoginSettings(rememberMe: false), error: nil)])
    }

    @Test func failingToLoadTheSettingsIsPresentedAsTheirFailure() async {
        worker.settings = .failure(.storage(.loadSettings))

        await interactor.fetchSettings(request: Login.FetchSettings.Request())

        #expect(presenter.responses == [.loading(true), .loading(false), .settings(nil, error: .storage(.loadSettings))])
    }

    @Test func loginChecksTheCredentialsSignsInKeepsTheUserAndRemembersTheStoredUsername() async throws {
        let checked = try Credentials(username: "  COACH ", password: "secret").validatedForLogin()

        await signIn(.login, "  COACH ")

        #expect(worker.calls == [
            .authenticate(checked, .login),
            .saveSettings(LoginSettings(rememberMe: true, rememberedUsername: "coach")),
        ])
        #expect(presenter.responses == [.loading(true), .loading(false), .signIn(error: nil)])
        #expect(interactor.user == LoginWorkerSpy.coach)
    }

    @Test func rememberMeOffForgetsTheUsername() async {
        await signIn(.login, "coach", rememberMe: false)

        #expect(worker.calls.last == .saveSettings(LoginSettings(rememberMe: false)))
    }

    @Test func registerAsksForAnAccountAndSignsIn() async throws {
        let checked = try Credentials(username: "newbie", password: "secret").validatedForRegistration()

        await signIn(.register, "newbie")

        #expect(worker.calls.first == .authenticate(checked, .register))
        #expect(presenter.responses.last == .signIn(error: nil))
    }

    @Test func aUsernameTooLongToRegisterIsAnErrorAndAsksTheWorkerNothing() async {
        await signIn(.register, String(repeating: "n", count: 33))

        #expect(presenter.responses.last == .signIn(error: .invalidUsername))
        #expect(worker.calls.isEmpty)
    }

    @Test(arguments: [("", "secret"), ("coach", "")])
    func emptyFieldsAreAnErrorAndAskTheWorkerNothing(username: String, password: String) async {
        await signIn(.login, username, password)

        #expect(presenter.responses == [.loading(true), .loading(false), .signIn(error: .bothFieldsMandatory)])
        #expect(worker.calls.isEmpty)
        #expect(interactor.user == nil)
    }

    @Test(arguments: [FootballGatherError.invalidCredentials, .usernameTaken, .storage(.login)])
    func aFailedAuthenticationIsTheSignInsErrorAndSavesNothing(error: FootballGatherError) async {
        worker.user = .failure(error)

        await signIn(.login, "coach")

        #expect(presenter.responses.last == .signIn(error: error))
        #expect(worker.calls.count == 1)
        #expect(interactor.user == nil)
    }

    @Test func settingsThatCannotBeSavedKeepTheUserOnLogin() async {
        worker.saveResult = .failure(.storage(.saveSettings))

        await signIn(.login, "coach")

        #expect(presenter.responses.last == .signIn(error: .storage(.saveSettings)))
        #expect(interactor.user == nil)
    }

    @Test func aTapWhileARequestRunsIsIgnored() async throws {
        worker.holds.arm("authenticate", .hold)
        let first = Task { await signIn(.login, "coach") }
        try await worker.holds.waitUntilHeld()

        await signIn(.register, "other")
        worker.holds.releaseHeld()
        await first.value

        #expect(worker.calls.count == 2)
        #expect(presenter.responses == [.loading(true), .loading(false), .signIn(error: nil)])
    }
}
