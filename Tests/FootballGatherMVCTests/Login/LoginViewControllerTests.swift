@testable import FootballGatherMVC
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// The Login screen against real SQLite: what it shows, every way in, every refusal.
@MainActor @Suite struct LoginViewControllerTests {
    let fixture: SceneFixture

    init() async throws {
        fixture = try await SceneFixture { world, spy, _ in
            let login = LoginViewController(users: world.repositories.users, settings: world.repositories.settings)
            login.delegate = spy
            return [login]
        }
    }

    private func savedSettings() async throws -> LoginSettings {
        try await fixture.world.repositories.settings.loadSettings()
    }

    // MARK: Appearing

    @Test func aFreshInstallShowsTheEmptyFormWithRememberMeOn() async {
        await fixture.stage.show()

        #expect(fixture.stage.screen == LoginScreen.make(username: "", password: "", rememberMe: true))
    }

    @Test func theRememberedUsernameIsFilledIn() async throws {
        try await fixture.world.repositories.settings.saveSettings(LoginSettings(rememberMe: true, rememberedUsername: "coach"))

        await fixture.stage.show()

        #expect(fixture.stage.screen.fields.map(\.value) == ["coach", ""])
        #expect(fixture.stage.screen.toggles.map(\.isOn) == [true])
    }

    @Test func withRememberMeOffNothingIsFilledIn() async throws {
        try await fixture.world.repositories.settings.saveSettings(LoginSettings(rememberMe: false, rememberedUsername: "coach"))

        await fixture.stage.show()

        #expect(fixture.stage.screen == LoginScreen.make(username: "", password: "", rememberMe: false))
    }

    @Test func aFailedSettingsLoadShowsTheError() async {
        fixture.world.faults.arm("settings.load", .fail)

        await fixture.stage.show()

        #expect(fixture.stage.screen.alert == .error("Could not load the settings."))
        await fixture.stage.run("alert OK")
        #expect(fixture.stage.screen == LoginScreen.make(username: "", password: "", rememberMe: true))
    }

    @Test func signingInWaitsForTheSettings() async throws {
        try await fixture.world.repositories.settings.saveSettings(LoginSettings(rememberMe: true, rememberedUsername: "coach"))
        fixture.world.faults.arm("settings.load", .hold)
        await fixture.stage.show()
        #expect(fixture.stage.screen.isLoading)

        await fixture.stage.run("type Password secret", "tap Login")
        #expect(fixture.spy.messages.isEmpty)

        fixture.world.faults.reset()
        await fixture.stage.settle()
        #expect(!fixture.stage.screen.isLoading)
        #expect(fixture.stage.screen.fields.map(\.value) == ["coach", "secret"])
    }

    // MARK: Logging in

    @Test func theRightPasswordSignsInAndRemembersTheUsername() async throws {
        await fixture.stage.show()

        await fixture.stage.run("type Username coach", "type Password secret", "tap Login")

        #expect(fixture.spy.messages == [.signedIn(fixture.world.user)])
        #expect(try await savedSettings() == LoginSettings(rememberMe: true, rememberedUsername: "coach"))
    }

    @Test func theUsernameIsTrimmedAndMatchedIgnoringCase() async throws {
        await fixture.stage.show()

        await fixture.stage.run("type Username \"  COACH \"", "type Password secret", "tap Login")

        #expect(fixture.spy.messages == [.signedIn(fixture.world.user)])
        #expect(try await savedSettings().rememberedUsername == "coach")
    }

    @Test func rememberMeOffForgetsTheRememberedUsername() async throws {
        try await fixture.world.repositories.settings.saveSettings(LoginSettings(rememberMe: true, rememberedUsername: "coach"))
        await fixture.stage.show()

        await fixture.stage.run("tap \"Remember me\"", "type Password secret", "tap Login")

        #expect(fixture.spy.messages == [.signedIn(fixture.world.user)])
        #expect(try await savedSettings() == LoginSettings(rememberMe: false, rememberedUsername: nil))
    }

    @Test(arguments: [("", ""), ("coach", ""), ("", "secret"), ("   ", "secret")])
    func bothFieldsAreMandatory(username: String, password: String) async {
        await fixture.stage.show()

        await fixture.stage.run("type Username \"\(username)\"", "type Password \"\(password)\"", "tap Login")

        #expect(fixture.stage.screen.alert == .error("Both fields are mandatory."))
        #expect(fixture.spy.messages.isEmpty)
    }

    @Test(arguments: ["wrong", "Secret", "secret "])
    func aWrongPasswordIsRefused(password: String) async {
        await fixture.stage.show()

        await fixture.stage.run("type Username coach", "type Password \"\(password)\"", "tap Login")

        #expect(fixture.stage.screen.alert == .error("Invalid username or password."))
        #expect(fixture.spy.messages.isEmpty)
    }

    @Test func anUnknownUserGetsTheSameMessageAsAWrongPassword() async {
        await fixture.stage.show()

        await fixture.stage.run("type Username nobody", "type Password secret", "tap Login")

        #expect(fixture.stage.screen.alert == .error("Invalid username or password."))
    }

    @Test func dismissingAnErrorKeepsWhatWasTyped() async {
        await fixture.stage.show()
        await fixture.stage.run("type Username coach", "type Password wrong", "tap Login")

        await fixture.stage.run("alert OK")

        #expect(fixture.stage.screen == LoginScreen.make(username: "coach", password: "wrong", rememberMe: true))
    }

    @Test func aFailedLoginShowsItsMessage() async {
        fixture.world.faults.arm("users.login", .fail)
        await fixture.stage.show()

        await fixture.stage.run("type Username coach", "type Password secret", "tap Login")

        #expect(fixture.stage.screen.alert == .error("Could not log in."))
        #expect(fixture.spy.messages.isEmpty)
    }

    @Test func whileSigningInTheScreenLoadsAndASecondTapIsIgnored() async throws {
        await fixture.stage.show()
        fixture.world.faults.arm("users.login", .hold)

        await fixture.stage.run("type Username coach", "type Password secret", "tap Login")
        try await fixture.world.faults.waitUntilHeld()
        #expect(fixture.stage.screen.isLoading)
        await fixture.stage.run("tap Login", "tap Register")
        #expect(fixture.world.faults.heldCount == 1)

        fixture.world.faults.reset()
        await fixture.stage.settle()
        #expect(fixture.spy.messages == [.signedIn(fixture.world.user)])
    }

    // MARK: Registering

    @Test func registeringCreatesTheAccountAndSignsIn() async throws {
        await fixture.stage.show()

        await fixture.stage.run("type Username \"  rookie  \"", "type Password pass", "tap Register")

        guard case .signedIn(let user) = fixture.spy.messages.first else {
            Issue.record("not signed in: \(fixture.spy.messages)")
            return
        }
        #expect(user.username == "rookie")
        let loggedIn = try await fixture.world.repositories.users.login(username: "ROOKIE", password: "pass")
        #expect(loggedIn == user)
        #expect(try await savedSettings().rememberedUsername == "rookie")
    }

    @Test func aTakenUsernameIsRefusedIgnoringCase() async {
        await fixture.stage.show()

        await fixture.stage.run("type Username COACH", "type Password other", "tap Register")

        #expect(fixture.stage.screen.alert == .error("Username is already taken."))
        #expect(fixture.spy.messages.isEmpty)
    }

    @Test func aTooLongUsernameIsRefused() async {
        await fixture.stage.show()

        await fixture.stage.run("type Username \(String(repeating: "a", count: 33))", "type Password pass", "tap Register")

        #expect(fixture.stage.screen.alert == .error("Username must be 1 to 32 characters."))
    }

    @Test func aUsernameWithAControlCharacterIsRefused() async {
        await fixture.stage.show()

        await fixture.stage.run("type Username \"bell\u{07}boy\"", "type Password pass", "tap Register")

        #expect(fixture.stage.screen.alert == .error("Username must not contain control characters."))
        #expect(fixture.spy.messages.isEmpty)
    }

    @Test func aFailedRegistrationShowsItsMessage() async {
        fixture.world.faults.arm("users.register", .fail)
        await fixture.stage.show()

        await fixture.stage.run("type Username rookie", "type Password pass", "tap Register")

        #expect(fixture.stage.screen.alert == .error("Could not register."))
    }

    @Test func whenSavingRememberMeFailsTheUserStaysButTheAccountExists() async {
        fixture.world.faults.arm("settings.save", .fail)
        await fixture.stage.show()

        await fixture.stage.run("type Username rookie", "type Password pass", "tap Register")
        #expect(fixture.stage.screen.alert == .error("Could not save the settings."))
        #expect(fixture.spy.messages.isEmpty)

        fixture.world.faults.reset()
        await fixture.stage.run("alert OK", "tap Login")
        #expect(fixture.spy.messages.count == 1)
    }
}
