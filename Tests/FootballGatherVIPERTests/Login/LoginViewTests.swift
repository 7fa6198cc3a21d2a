import FootballGatherModel
import FootballGatherUI
import TerminalUI
@testable import FootballGatherVIPER
import Testing
import TestSupport

/// Login's view is passive: it keeps what is typed, draws what it is told through the shared
/// builder, and turns every event into one presenter call.
@MainActor @Suite struct LoginViewTests {
    let scene = ViewFixture(presenter: LoginPresenterSpy()) { LoginView(presenter: $0) }

    @Test func loginKeepsWhatIsTypedAndForwardsTheButtons() async {
        await scene.stage.show(scene.view, then:
            .edit("username", text: "ana"), .edit("password", text: "pitch"),
            .toggle("rememberMe", isOn: false), .tap("login"), .tap("register"))

        #expect(scene.presenter.calls == [.viewDidLoad, .performLogin, .performRegister])
        #expect(scene.view.screen == LoginScreen.make(username: "ana", password: "pitch", rememberMe: false))
    }

    @Test func loginDrawsLoadingAndTheErrorAlertTheyAreTold() async {
        await scene.stage.show(scene.view)

        scene.view.showLoadingView()
        scene.view.handleError("Both fields are mandatory.")

        #expect(scene.stage.screen == LoginScreen.make(username: "", password: "", rememberMe: true,
                                                 isLoading: true, errorMessage: "Both fields are mandatory."))
        await scene.stage.send(.alert("OK"))
        #expect(scene.stage.screen.alert == nil)
    }
}
