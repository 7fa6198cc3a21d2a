import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import Testing

@MainActor @Suite struct LoginViewModelTests {
    let world: Backend
    /// Who the view model signed in, if anyone.
    let signedIn = ClosureSpy<User>()

    init() async throws {
        world = try await Backend.seeded()
    }

    func makeViewModel() -> LoginViewModel {
        LoginViewModel(
            users: world.repositories.users,
            settings: world.repositories.settings,
            onSignedIn: signedIn.record
        )
    }

    @Test func freshInstallStartsWithRememberMeOnAndEmptyFields() async {
        let viewModel = makeViewModel()

        await viewModel.loadSettings()

        #expect(viewModel.rememberMe)
        #expect(viewModel.username.isEmpty)
        #expect(viewModel.errorMessage == nil)
    }

    @Test func rememberedUsernameIsFilledIn() async throws {
        try await world.repositories.settings.saveSettings(LoginSettings(rememberMe: true, rememberedUsername: "coach"))
        let viewModel = makeViewModel()

        await viewModel.loadSettings()

        #expect(viewModel.username == "coach")
    }

    @Test func rememberMeOffFillsNothingIn() async throws {
        try await world.repositories.settings.saveSettings(LoginSettings(rememberMe: false, rememberedUsername: "coach"))
        let viewModel = makeViewModel()

        await viewModel.loadSettings()

        #expect(!viewModel.rememberMe)
        #expect(viewModel.username.isEmpty)
    }

    @Test func emptyUsernameIsMandatory() async {
        let viewModel = makeViewModel()
        viewModel.password = "secret"

        await viewModel.login()

        #expect(viewModel.errorMessage == "Both fields are mandatory.")
        #expect(signedIn.values.isEmpty)
    }

    @Test func emptyPasswordIsMandatory() async {
        let viewModel = makeViewModel()
        viewModel.username = "coach"

        await viewModel.register()

        #expect(viewModel.errorMessage == "Both fields are mandatory.")
        #expect(signedIn.values.isEmpty)
    }

    @Test func blankFieldsNeverReachTheRepository() async {
        // Given a repository that would fail with its own message
        world.faults.arm("users.*", .fail)
        let viewModel = makeViewModel()
        viewModel.username = "   "
        viewModel.password = "secret"

        // When
        await viewModel.login()

        // Then the validation message wins: the repository was never called
        #expect(viewModel.errorMessage == "Both fields are mandatory.")
    }

    @Test func loginSignsInAndRemembersTheUsername() async throws {
        let viewModel = makeViewModel()
        viewModel.username = " coach "
        viewModel.password = "secret"

        await viewModel.login()

        #expect(signedIn.values == [world.coach.user])
        let settings = try await world.repositories.settings.loadSettings()
        #expect(settings == LoginSettings(rememberMe: true, rememberedUsername: "coach"))
    }

    @Test func loginWithRememberMeOffForgetsTheUsername() async throws {
        try await world.repositories.settings.saveSettings(LoginSettings(rememberMe: true, rememberedUsername: "coach"))
        let viewModel = makeViewModel()
        await viewModel.loadSettings()
        viewModel.password = "secret"
        viewModel.rememberMe = false

        await viewModel.login()

        #expect(signedIn.values == [world.coach.user])
        let settings = try await world.repositories.settings.loadSettings()
        #expect(settings == LoginSettings(rememberMe: false, rememberedUsername: nil))
    }

    @Test func unknownUserGetsTheGenericMessage() async {
        let viewModel = makeViewModel()
        viewModel.username = "nobody"
        viewModel.password = "secret"

        await viewModel.login()

        #expect(viewModel.errorMessage == "Invalid username or password.")
        #expect(signedIn.values.isEmpty)
    }

    @Test func wrongPasswordGetsTheSameGenericMessage() async {
        let viewModel = makeViewModel()
        viewModel.username = "coach"
        viewModel.password = "wrong"

        await viewModel.login()

        #expect(viewModel.errorMessage == "Invalid username or password.")
        #expect(signedIn.values.isEmpty)
    }

    @Test func registerCreatesTheUserAndSignsIn() async throws {
        let viewModel = makeViewModel()
        viewModel.username = "rookie"
        viewModel.password = "pass"

        await viewModel.register()

        let user = try #require(signedIn.values.first)
        #expect(user.username == "rookie")
        #expect(try await world.repositories.users.login(username: "rookie", password: "pass") == user)
    }

    @Test func registerWithATakenUsernameFails() async {
        let viewModel = makeViewModel()
        viewModel.username = "COACH"
        viewModel.password = "other"

        await viewModel.register()

        #expect(viewModel.errorMessage == "Username is already taken.")
        #expect(signedIn.values.isEmpty)
    }

    @Test func registerWithATooLongUsernameExplainsTheRule() async {
        let viewModel = makeViewModel()
        viewModel.username = String(repeating: "a", count: 33)
        viewModel.password = "secret"

        await viewModel.register()

        #expect(viewModel.errorMessage == FootballGatherError.invalidUsername.message)
        #expect(signedIn.values.isEmpty)
    }
}
