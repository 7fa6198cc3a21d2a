@testable import FootballGatherCleanDI
@testable import FootballGatherCleanDomain
@testable import FootballGatherCleanPresentation
import FootballGatherModel
import FootballGatherUI
import TerminalUI
import Testing

@MainActor @Suite struct LoginViewTests {
    let app = MockedApp()

    @Test func appearingFillsInTheRememberedUsername() async {
        app.preferences.loadResponse = .success(LoginSettings(rememberMe: true, rememberedUsername: "coach"))

        await app.show(.login)

        #expect(app.screen.fields.map(\.value) == ["coach", ""])
        #expect(app.screen.toggles.map(\.isOn) == [true])
    }

    @Test func typingAndSwitchingStayInTheView() async throws {
        let view = try #require(await app.show(.login) as? LoginView)

        await app.send(.edit(LoginScreen.Field.username, text: "alice"))
        await app.send(.edit(LoginScreen.Field.password, text: "secret"))
        await app.send(.toggle(LoginScreen.Toggle.rememberMe, isOn: false))

        #expect(view.state.username == "alice")
        #expect(view.state.password == "secret")
        #expect(!view.state.rememberMe)
        #expect(app.screen.toggles.map(\.isOn) == [false])
        #expect(app.screen.fields.last?.isSecure == true)
    }

    @Test func loginSignsInThroughItsUseCase() async {
        await app.show(.login)
        await app.send(.edit(LoginScreen.Field.username, text: "coach"))
        await app.send(.edit(LoginScreen.Field.password, text: "secret"))

        await app.send(.tap(LoginScreen.Button.login))

        app.accounts.verify([.logIn(Credentials(username: "coach", password: "secret"))])
        #expect(app.appState.routing.path == [.players])
    }

    @Test func registerCreatesTheAccount() async {
        await app.show(.login)
        await app.send(.edit(LoginScreen.Field.username, text: "alice"))
        await app.send(.edit(LoginScreen.Field.password, text: "secret"))

        await app.send(.tap(LoginScreen.Button.register))

        app.accounts.verify([.register(Credentials(username: "alice", password: "secret"))])
    }

    @Test func anErrorShowsAsAnAlertUntilAnswered() async {
        await app.show(.login)

        await app.send(.tap(LoginScreen.Button.login))
        #expect(app.screen.alert == .error("Both fields are mandatory."))

        await app.send(.alert("OK"))
        #expect(app.screen.alert == nil)
    }

    @Test func registerRemembersNobodyWithRememberMeOff() async {
        await app.show(.login)
        await app.send(.edit(LoginScreen.Field.username, text: "alice"))
        await app.send(.edit(LoginScreen.Field.password, text: "secret"))
        await app.send(.toggle(LoginScreen.Toggle.rememberMe, isOn: false))

        await app.send(.tap(LoginScreen.Button.register))

        app.preferences.verify([.load, .save(LoginSettings(rememberMe: false, rememberedUsername: nil))])
    }

    @Test func aUsernameBeingTypedIsNotOverwrittenByTheRememberedOne() async throws {
        app.preferences.loadResponse = .success(LoginSettings(rememberMe: true, rememberedUsername: "coach"))
        let view = try #require(app.container.makeView(for: .login) as? LoginView)
        view.handle(.edit(LoginScreen.Field.username, text: "alice"))

        await app.stage.show(view)

        #expect(app.screen.fields.first?.value == "alice")
    }
}
