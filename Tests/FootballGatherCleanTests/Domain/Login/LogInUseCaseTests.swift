@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor @Suite struct LogInUseCaseTests {
    let appState = AppState()
    let accounts = AccountRepositoryMock()
    let preferences = PreferencesRepositoryMock()

    var useCase: DefaultLogInUseCase {
        DefaultLogInUseCase(appState: appState, accounts: accounts, preferences: preferences)
    }

    func logIn(_ username: String, _ password: String, rememberMe: Bool = true) async throws(FootballGatherError) {
        try await useCase.logIn(Credentials(username: username, password: password), rememberMe: rememberMe)
    }

    @Test func bothFieldsAreMandatoryAndNothingIsAsked() async {
        await #expect(throws: FootballGatherError.bothFieldsMandatory) { try await logIn("coach", "") }

        accounts.verify([])
        preferences.verify([])
        #expect(appState.routing.path == [.login])
    }

    @Test func logsInWithTheTrimmedUsernameThenRemembersIt() async throws {
        try await logIn("  coach ", "secret")

        accounts.verify([.logIn(Credentials(username: "coach", password: "secret"))])
        preferences.verify([.save(LoginSettings(rememberMe: true, rememberedUsername: "coach"))])
    }

    @Test func signingInOpensThePlayersOfTheUser() async throws {
        try await logIn("coach", "secret")

        #expect(appState.session == .coach)
        #expect(appState.routing.path == [.players])
        #expect(appState.playerList.players == nil)
    }

    @Test func signingInStartsAFreshRoster() async throws {
        appState.playerList.players = Player.roster

        try await logIn("coach", "secret")

        #expect(appState.playerList.players == nil)
    }

    @Test func rememberMeOffForgetsWhoeverWasRemembered() async throws {
        try await logIn("coach", "secret", rememberMe: false)

        preferences.verify([.save(LoginSettings(rememberMe: false, rememberedUsername: nil))])
    }

    @Test func wrongCredentialsThrowTheOneMessageAndStayOnLogin() async {
        accounts.logInResponse = .failure(.invalidCredentials)

        await #expect(throws: FootballGatherError.invalidCredentials) { try await logIn("coach", "wrong") }

        #expect(appState.session == nil)
        #expect(appState.routing.path == [.login])
        preferences.verify([])
    }

    @Test func aFailingSaveOfTheSettingsKeepsTheUserOnLogin() async {
        preferences.saveResponse = .failure(.storage(.saveSettings))

        await #expect(throws: FootballGatherError.storage(.saveSettings)) { try await logIn("coach", "secret") }

        #expect(appState.session == nil)
        #expect(appState.routing.path == [.login])
    }
}
