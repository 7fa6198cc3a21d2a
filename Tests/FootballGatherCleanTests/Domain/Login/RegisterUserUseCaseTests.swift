@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor @Suite struct RegisterUserUseCaseTests {
    let appState = AppState()
    let accounts = AccountRepositoryMock()
    let preferences = PreferencesRepositoryMock()

    var useCase: DefaultRegisterUserUseCase {
        DefaultRegisterUserUseCase(appState: appState, accounts: accounts, preferences: preferences)
    }

    func register(_ username: String, _ password: String) async throws(FootballGatherError) {
        try await useCase.register(Credentials(username: username, password: password), rememberMe: true)
    }

    @Test func registersThenSignsIn() async throws {
        try await register("alice", "secret")

        accounts.verify([.register(Credentials(username: "alice", password: "secret"))])
        #expect(appState.session == .coach)
        #expect(appState.routing.path == [.players])
    }

    @Test func anInvalidUsernameIsRefusedBeforeAnyCall() async {
        await #expect(throws: FootballGatherError.invalidUsername) {
            try await register(String(repeating: "a", count: 33), "secret")
        }

        accounts.verify([])
    }

    @Test func aTakenUsernameKeepsTheUserOnLogin() async {
        accounts.registerResponse = .failure(.usernameTaken)

        await #expect(throws: FootballGatherError.usernameTaken) { try await register("coach", "secret") }

        #expect(appState.routing.path == [.login])
        preferences.verify([])
    }

    @Test func bothFieldsAreMandatory() async {
        await #expect(throws: FootballGatherError.bothFieldsMandatory) { try await register("", "secret") }
    }
}
