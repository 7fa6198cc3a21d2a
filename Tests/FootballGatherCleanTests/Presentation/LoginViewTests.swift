@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherUI
import TerminalUI
import Testing

@MainActor
@Suite struct LoginViewTests {
    let app = MockedApp()

    @Test func appearingFillsInTheRememberedUsername() async {
        app.preferences.loadResponse = .success(LoginSettings(rememberMe: true, rememberedUsername: "coach"))

        await app.show(.login)

        #expect(app.screen.fields.map(\.value) == ["coach", ""])
        #expect(app.screen.toggles.map(\.isOn) == [true])
    }

    @Test func typingAndSwitchingGoIntoTheAppState() async {
        await app.show(.login)

        await app.send(.edit(LoginScreen.ID.username, text: "alice"))
        await app.send(.edit(LoginScreen.ID.password, text: "secret"))
        await app.send(.toggle(LoginScreen.ID.rememberMe, isOn: false))

        #expect(app.appState.login.username == "alice")
        #expect(app.appState.login.password == "secret")
        #expect(!app.appState.login.rememberMe)
        #expect(app.screen.fields.last?.isSecure == true)
    }

    @Test func loginSignsInThroughItsUseCase() async {
        await app.show(.login)
        await app.send(.edit(LoginScreen.ID.username, text: "coach"))
        await app.send(.edit(LoginScreen.ID.password, text: "secret"))

        await app.send(.tap(LoginScreen.ID.login))

        app.accounts.verify([.logIn(Credentials(username: "coach", password: "secret"))])
        #expect(app.appState.routing.path == [.players])
    }

    @Test func registerCreatesTheAccount() async {
        await app.show(.login)
        await app.send(.edit(LoginScreen.ID.username, text: "alice"))
        await app.send(.edit(LoginScreen.ID.password, text: "secret"))

        await app.send(.tap(LoginScreen.ID.register))

        app.accounts.verify([.register(Credentials(username: "alice", password: "secret"))])
    }

    @Test func anErrorShowsAsAnAlertUntilAnswered() async {
        await app.show(.login)

        await app.send(.tap(LoginScreen.ID.login))
        #expect(app.screen.alert == .error("Both fields are mandatory."))

        await app.send(.alert("OK"))
        #expect(app.screen.alert == nil)
        #expect(app.appState.login.errorMessage == nil)
    }
}
