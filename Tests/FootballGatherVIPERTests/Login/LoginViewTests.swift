import FootballGatherModel
import FootballGatherUI
import TerminalUI
@testable import FootballGatherVIPER
import Testing

/// Login's view is passive: it keeps what is typed, draws what it is told through the shared
/// builder, and turns every event into one presenter call.
@MainActor @Suite struct LoginViewTests {
    let stage = ViewStage()

    @Test func loginKeepsWhatIsTypedAndForwardsTheButtons() async {
        let presenter = LoginPresenterMock()
        let view = LoginView(presenter: presenter)

        await stage.run(view, .edit("username", text: "ana"), .edit("password", text: "pitch"),
                        .toggle("rememberMe", isOn: false), .tap("login"), .tap("register"))

        #expect(presenter.calls == [.viewDidLoad, .performLogin, .performRegister])
        #expect(view.screen == LoginScreen.make(username: "ana", password: "pitch", rememberMe: false))
    }

    @Test func loginDrawsLoadingAndTheErrorAlertTheyAreTold() async {
        let view = LoginView(presenter: LoginPresenterMock())
        await stage.run(view)

        view.showLoadingView()
        view.handleError("Both fields are mandatory.")

        #expect(stage.navigationController.currentScreen == LoginScreen.make(username: "", password: "", rememberMe: true,
                                                                             isLoading: true, errorMessage: "Both fields are mandatory."))
        stage.navigationController.send(.alert("OK"))
        #expect(stage.navigationController.currentScreen.alert == nil)
    }
}
