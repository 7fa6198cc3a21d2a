@testable import FootballGatherMVC
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// The Login screen against real SQLite: what it shows, every way in, every refusal.
@MainActor @Suite struct LoginViewControllerTests {
    let world: Backend
    let spy = DelegateSpy()
    let stage: Stage

    init() async throws {
        let world = try await Backend.seeded()
        let spy = spy
        self.world = world
        stage = Stage(faults: world.faults) { _ in
            let login = LoginViewController(users: world.repositories.users, settings: world.repositories.settings)
            login.delegate = spy
            return [login]
        }
    }

    private func savedSettings() async throws -> LoginSettings {
        try await world.repositories.settings.loadSettings()
    }

    // MARK: Appearing

    @Test func aFreshInstallShowsTheEmptyFormWithRememberMeOn() async {
        await stage.show()

        #expect(stage.screen == LoginScreen.make(username: "", password: "", rememberMe: true))
    }

    @Test func theRememberedUsernameIsFilledIn() async throws {
        try await world.repositories.settings.saveSettings(LoginSettings(rememberMe: true, rememberedUsername: "coach"))

        await stage.show()

        #expect(stage.screen.fields.map(\.value) == ["coach", ""])
        #expect(stage.screen.toggles.map(\.isOn) == [true])
    }

    @Test func withRememberMeOffNothingIsFilledIn() async throws {
        try await world.repositories.settings.saveSettings(LoginSettings(rememberMe: false, rememberedUsername: "coach"))

        await stage.show()

        #expect(stage.screen == LoginScreen.make(username: "", password: "", rememberMe: false))
    }

    @Test func aFailedSettingsLoadShowsTheError() async {
        world.faults.arm("settings.load", .fail)

        await stage.show()

        #expect(stage.screen.alert == .error("Could not load the settings."))
        await stage.run("alert OK")
        #expect(stage.screen == LoginScreen.make(username: "", password: "", rememberMe: true))
    }

    @Test func signingInWaitsForTheSettings() async throws {
        try await world.repositories.settings.saveSettings(LoginSettings(rememberMe: true, rememberedUsername: "coach"))
        world.faults.arm("settings.load", .hold)
        await stage.show()
        #expect(stage.screen.isLoading)

        await stage.run("type Password secret", "tap Login")
        #expect(spy.messages.isEmpty)

        world.faults.reset()
        await stage.settle()
        #expect(!stage.screen.isLoading)
        #expect(stage.screen.fields.map(\.value) == ["coach", "secret"])
    }

    // MARK: Logging in

    @Test func theRightPasswordSignsInAndRemembersTheUsername() async throws {
        await stage.show()

        await stage.run("type Username coach", "type Password secret", "tap Login")

        #expect(spy.messages == [.signedIn(world.user)])
        #expect(try await savedSettings() == LoginSettings(rememberMe: true, rememberedUsername: "coach"))
    }

    @Test func theUsernameIsTrimmedAndMatchedIgnoringCase() async throws {
        await stage.show()

        await stage.run("type Username \"  COACH \"", "type Password secret", "tap Login")

        #expect(spy.messages == [.signedIn(world.user)])
        #expect(try await savedSettings().rememberedUsername == "coach")
    }

    @Test func rememberMeOffForgetsTheRememberedUsername() async throws {
        try await world.repositories.settings.saveSettings(LoginSettings(rememberMe: true, rememberedUsername: "coach"))
        await stage.show()

        await stage.run("tap \"Remember me\"", "type Password secret", "tap Login")

        #expect(spy.messages == [.signedIn(world.user)])
        #expect(try await savedSettings() == LoginSettings(rememberMe: false, rememberedUsername: nil))
    }

    @Test(arguments: [("", ""), ("coach", ""), ("", "secret"), ("   ", "secret")])
    func bothFieldsAreMandatory(username: String, password: String) async {
        await stage.show()

        await stage.run("type Username \"\(username)\"", "type Password \"\(password)\"", "tap Login")

        #expect(stage.screen.alert == .error("Both fields are mandatory."))
        #expect(spy.messages.isEmpty)
    }

    @Test(arguments: ["wrong", "Secret", "secret "])
    func aWrongPasswordIsRefused(password: String) async {
        await stage.show()

        await stage.run("type Username coach", "type Password \"\(password)\"", "tap Login")

        #expect(stage.screen.alert == .error("Invalid username or password."))
        #expect(spy.messages.isEmpty)
    }

    @Test func anUnknownUserGetsTheSameMessageAsAWrongPassword() async {
        await stage.show()

        await stage.run("type Username nobody", "type Password secret", "tap Login")

        #expect(stage.screen.alert == .error("Invalid username or password."))
    }

    @Test func dismissingAnErrorKeepsWhatWasTyped() async {
        await stage.show()
        await stage.run("type Username coach", "type Password wrong", "tap Login")

        await stage.run("alert OK")

        #expect(stage.screen == LoginScreen.make(username: "coach", password: "wrong", rememberMe: true))
    }

    @Test func aFailedLoginShowsItsMessage() async {
        world.faults.arm("users.login", .fail)
        await stage.show()

        await stage.run("type Username coach", "type Password secret", "tap Login")

        #expect(stage.screen.alert == .error("Could not log in."))
        #expect(spy.messages.isEmpty)
    }

    @Test func whileSigningInTheScreenLoadsAndASecondTapIsIgnored() async throws {
        await stage.show()
        world.faults.arm("users.login", .hold)

        await stage.run("type Username coach", "type Password secret", "tap Login")
        try await world.faults.waitUntilHeld()
        #expect(stage.screen.isLoading)
        await stage.run("tap Login", "tap Register")
        #expect(world.faults.heldCount == 1)

        world.faults.reset()
        await stage.settle()
        #expect(spy.messages == [.signedIn(world.user)])
    }

    // MARK: Registering

    @Test func registeringCreatesTheAccountAndSignsIn() async throws {
        await stage.show()

        await stage.run("type Username \"  rookie  \"", "type Password pass", "tap Register")

        guard case .signedIn(let user) = spy.messages.first else {
            Issue.record("not signed in: \(spy.messages)")
            return
        }
        #expect(user.username == "rookie")
        let loggedIn = try await world.repositories.users.login(username: "ROOKIE", password: "pass")
        #expect(loggedIn == user)
        #expect(try await savedSettings().rememberedUsername == "rookie")
    }

    @Test func aTakenUsernameIsRefusedIgnoringCase() async {
        await stage.show()

        await stage.run("type Username COACH", "type Password other", "tap Register")

        #expect(stage.screen.alert == .error("Username is already taken."))
        #expect(spy.messages.isEmpty)
    }

    @Test func aTooLongUsernameIsRefused() async {
        await stage.show()

        await stage.run("type Username \(String(repeating: "a", count: 33))", "type Password pass", "tap Register")

        #expect(stage.screen.alert == .error("Username must be 1 to 32 characters."))
    }

    @Test func aUsernameWithAControlCharacterIsRefused() async {
        await stage.show()

        await stage.run("type Username \"bell\u{07}boy\"", "type Password pass", "tap Register")

        #expect(stage.screen.alert == .error("Username must not contain control characters."))
        #expect(spy.messages.isEmpty)
    }

    @Test func aFailedRegistrationShowsItsMessage() async {
        world.faults.arm("users.register", .fail)
        await stage.show()

        await stage.run("type Username rookie", "type Password pass", "tap Register")

        #expect(stage.screen.alert == .error("Could not register."))
    }

    @Test func whenSavingRememberMeFailsTheUserStaysButTheAccountExists() async {
        world.faults.arm("settings.save", .fail)
        await stage.show()

        await stage.run("type Username rookie", "type Password pass", "tap Register")
        #expect(stage.screen.alert == .error("Could not save the settings."))
        #expect(spy.messages.isEmpty)

        world.faults.reset()
        await stage.run("alert OK", "tap Login")
        #expect(spy.messages.count == 1)
    }
}
