import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

@MainActor @Suite struct LoginViewTests {
    let world: Backend
    let viewModel: LoginViewModel
    let view: LoginView

    init() async throws {
        world = try await Backend.seeded()
        viewModel = LoginViewModel(users: world.repositories.users, settings: world.repositories.settings, onSignedIn: { _ in })
        view = LoginView(viewModel: viewModel)
    }

    @Test func rendersTheViewModelThroughTheSharedBuilder() {
        viewModel.username = "coach"
        viewModel.password = "pw"
        viewModel.rememberMe = false

        #expect(view.screen == LoginScreen.make(username: "coach", password: "pw", rememberMe: false))
    }

    @Test func forwardsTypingAndTheSwitch() {
        view.handle(.edit(LoginScreen.Field.username, text: "ana"))
        view.handle(.edit(LoginScreen.Field.password, text: "pw"))
        view.handle(.toggle(LoginScreen.Toggle.rememberMe, isOn: false))

        #expect(viewModel.username == "ana")
        #expect(viewModel.password == "pw")
        #expect(!viewModel.rememberMe)
    }

    @Test func appearingLoadsTheRememberedUsername() async throws {
        try await world.repositories.settings.saveSettings(LoginSettings(rememberMe: true, rememberedUsername: "coach"))

        let navigation = NavigationController(root: view)
        await navigation.activity.waitUntilIdle()

        #expect(view.screen.fields.first?.value == "coach")
    }

    @Test func tappingLoginShowsTheErrorAndOKDismissesIt() async {
        let navigation = NavigationController(root: view)
        await navigation.activity.waitUntilIdle()

        view.handle(.tap(LoginScreen.Button.login))
        await navigation.activity.waitUntilIdle()
        #expect(view.screen.alert == .error("Both fields are mandatory."))

        view.handle(.alert("OK"))
        #expect(view.screen.alert == nil)
    }
}
