@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor
@Suite struct RegisterUserUseCaseTests {
    let appState = AppState()
    let accounts = MockedAccountRepository()
    let preferences = MockedPreferencesRepository()

    var useCase: DefaultRegisterUserUseCase {
        DefaultRegisterUserUseCase(appState: appState, accounts: accounts, preferences: preferences)
    }

    @Test func aTooLongUsernameIsRefusedBeforeAnyCall() async {
        appState.login.username = String(repeating: "a", count: 33)
        appState.login.password = "secret"

        await useCase.register()

        #expect(appState.login.errorMessage == "Username must be 1 to 32 characters.")
        accounts.verify([])
    }

    @Test func registersThenSignsInLikeALogin() async {
        appState.login.username = " alice "
        appState.login.password = "secret"
        accounts.registerResponse = .success(User(id: 3, username: "alice"))

        await useCase.register()

        accounts.verify([.register(Credentials(username: "alice", password: "secret"))])
        preferences.verify([.save(LoginSettings(rememberMe: true, rememberedUsername: "alice"))])
        #expect(appState.session?.username == "alice")
        #expect(appState.routing.path == [.players])
    }

    @Test func aTakenUsernameShowsItsError() async {
        appState.login.username = "coach"
        appState.login.password = "secret"
        accounts.registerResponse = .failure(.usernameTaken)

        await useCase.register()

        #expect(appState.login.errorMessage == "Username is already taken.")
        #expect(appState.session == nil)
    }

    @Test func aFailingStorageShowsItsError() async {
        appState.login.username = "coach"
        appState.login.password = "secret"
        accounts.registerResponse = .failure(.storage(.register))

        await useCase.register()

        #expect(appState.login.errorMessage == "Could not register.")
        preferences.verify([])
    }
}
