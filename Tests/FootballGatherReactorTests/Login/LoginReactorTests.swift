@testable import FootballGatherReactor
import FootballGatherModel
import Testing

/// `LoginReactor.send` with a Worker spy: the states and pulses each action produces.
@MainActor @Suite("Login reactor")
struct LoginReactorTests {
    let worker = LoginWorkerSpy()
    let reactor: LoginReactor

    init() {
        reactor = LoginReactor(initialState: LoginState(), worker: worker)
    }

    private func send(_ actions: LoginReactor.Action...) async {
        for action in actions { await reactor.send(action).value }
    }

    private var errorFirings: Int { reactor.state.$errorMessage.valueUpdatedCount }

    @Test func appearingRestoresTheRememberedUsername() async {
        worker.settings = LoginSettings(rememberMe: true, rememberedUsername: "alice")
        var loadingDuringCall: Bool?
        worker.probe = { [reactor] in loadingDuringCall = reactor.state.isLoading }

        await send(.appear)

        #expect(loadingDuringCall == true)
        #expect((reactor.state.username, reactor.state.rememberMe, reactor.state.isLoading) == ("alice", true, false))
    }

    @Test func appearingWhenTheSettingsCannotLoadShowsTheErrorOnce() async {
        worker.failures["settings.load"] = .storage(.loadSettings)

        await send(.appear)

        #expect(reactor.state.errorMessage == "Could not load the settings.")
        #expect(errorFirings == 1)
        #expect(reactor.state.rememberMe)
    }

    /// As in every other pattern: the screen shows "Loading…" and Login and Register do
    /// nothing until the settings are in.
    @Test func loginAndRegisterWhileTheSettingsLoadAreIgnored() async throws {
        let gate = Gate()
        worker.gate = gate
        await send(.editUsername("alice"), .editPassword("secret"))
        let appearing = reactor.send(.appear)
        try await gate.untilHolding()

        await send(.logIn, .register)
        #expect(worker.calls == [.loadSettings])
        #expect(reactor.state.isLoading && !reactor.state.domainState.isSigningIn)

        gate.open()
        await appearing.value
        await send(.logIn)
        #expect(worker.calls.count == 4)
        #expect(worker.calls.last == .didSignIn(LoginWorkerSpy.alice))
    }

    @Test func loginWithAnEmptyFieldAsksForBothWithoutAnyCall() async {
        await send(.editUsername("alice"), .logIn)

        #expect(reactor.state.errorMessage == "Both fields are mandatory.")
        #expect(worker.calls.isEmpty)
    }

    @Test func aWrongPasswordIsOneMessageAndTheParentIsNotTold() async {
        await send(.editUsername("alice"), .editPassword("wrong"), .logIn)

        #expect(reactor.state.errorMessage == "Invalid username or password.")
        #expect(worker.calls == [.logIn(username: "alice", password: "wrong")])
    }

    @Test func loginWithRememberMeOnSignsInTrimmedAndRemembers() async {
        var states: [LoginState] = []
        worker.probe = { [reactor] in states.append(reactor.state) }

        await send(.editUsername("  alice "), .editPassword("secret"), .logIn)

        #expect(worker.calls == [
            .logIn(username: "alice", password: "secret"),
            .saveSettings(LoginSettings(rememberMe: true, rememberedUsername: "alice")),
            .didSignIn(LoginWorkerSpy.alice),
        ])
        #expect(states.allSatisfy { $0.isLoading && $0.domainState.isSigningIn })
        #expect(!reactor.state.isLoading && errorFirings == 0)
    }

    @Test func loginWithRememberMeOffForgetsTheUsername() async {
        await send(.editUsername("alice"), .editPassword("secret"), .toggleRememberMe(false), .logIn)

        #expect(worker.calls.contains(.saveSettings(LoginSettings(rememberMe: false, rememberedUsername: nil))))
    }

    @Test func registeringAFreeUsernameSignsIn() async {
        await send(.editUsername("bob"), .editPassword("pw"), .register)

        #expect(worker.calls.first == .register(username: "bob", password: "pw"))
        #expect(worker.calls.last == .didSignIn(User(id: 2, username: "bob")))
    }

    @Test func registeringAUsernameOver32CharactersCreatesNothing() async {
        await send(.editUsername(String(repeating: "a", count: 33)), .editPassword("pw"), .register)

        #expect(reactor.state.errorMessage == "Username must be 1 to 32 characters.")
        #expect(worker.calls.isEmpty)
    }

    @Test func registeringAUsernameWithAControlCharacterCreatesNothing() async {
        await send(.editUsername("al\u{07}ice"), .editPassword("pw"), .register)

        #expect(reactor.state.errorMessage == "Username must not contain control characters.")
        #expect(worker.calls.isEmpty)
    }

    @Test func registeringATakenUsernameSaysSo() async {
        worker.takenUsernames = ["alice"]

        await send(.editUsername("alice"), .editPassword("pw"), .register)

        #expect(reactor.state.errorMessage == "Username is already taken.")
        #expect(!worker.calls.contains { if case .didSignIn = $0 { true } else { false } })
    }

    @Test func signedInButTheSettingsCannotBeSavedStaysOnLogin() async {
        worker.failures["settings.save"] = .storage(.saveSettings)

        await send(.editUsername("alice"), .editPassword("secret"), .logIn)

        #expect(reactor.state.errorMessage == "Could not save the settings.")
        #expect(worker.calls.last == .saveSettings(LoginSettings(rememberMe: true, rememberedUsername: "alice")))
        #expect((reactor.state.username, reactor.state.password) == ("alice", "secret"))
    }

    @Test func tapsWhileASignInRunsAreIgnored() async throws {
        let gate = Gate()
        worker.gate = gate
        await send(.editUsername("alice"), .editPassword("secret"))
        let first = reactor.send(.logIn)
        try await gate.untilHolding()

        await send(.logIn, .register)
        gate.open()
        await first.value

        #expect(worker.calls.filter { if case .logIn = $0 { true } else { false } }.count == 1)
        #expect(!worker.calls.contains { if case .register = $0 { true } else { false } })
    }

    @Test func aLoginTheStorageCannotAnswerShowsItsMessageAndKeepsTheTyping() async {
        worker.failures["users.login"] = .storage(.login)

        await send(.editUsername("alice"), .editPassword("secret"), .logIn)

        #expect(reactor.state.errorMessage == "Could not log in.")
        #expect((reactor.state.username, reactor.state.password, reactor.state.isLoading) == ("alice", "secret", false))
        #expect(worker.calls == [.logIn(username: "alice", password: "secret")])
    }

    @Test func aRegistrationTheStorageCannotSaveShowsItsMessageOnce() async {
        worker.failures["users.register"] = .storage(.register)

        await send(.editUsername("bob"), .editPassword("pw"), .register, .editPassword("pw2"))

        #expect(reactor.state.errorMessage == "Could not register.")
        #expect(errorFirings == 1)
        #expect(!reactor.state.domainState.isSigningIn)
    }
}
