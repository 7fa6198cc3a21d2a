@testable import FootballGatherCIS
import FootballGatherModel
import Testing

/// Feature: signing in. Each test is one row of the Login scenario table in
/// Docs/pattern-notes.md (Football Gather, CIS): Given a state, When a Controller action runs (its task awaited), Then the state
/// and the Worker's side effects.
@MainActor @Suite("Login scenarios")
struct LoginSceneTests {
    let flows = FlowSpy()
    let worker: LoginWorkerSpy

    init() {
        worker = LoginWorkerSpy(flows: flows)
    }

    /// The scene as the View assembles it, around the Worker spy.
    private func given(_ state: LoginState = LoginState()) -> (controller: LoginController, store: LoginStore) {
        let store = LoginStore(initialState: state)
        return (LoginController(interactor: LoginInteractor(store: store, worker: worker), store: store), store)
    }

    /// A Login state with `username` and `password` typed.
    private func typed(_ username: String, _ password: String, rememberMe: Bool = true) -> LoginState {
        var state = LoginState()
        state.domainState.credentials = Credentials(username: username, password: password)
        state.domainState.rememberMe = rememberMe
        return state
    }

    @Test("Appear with a remembered username → the username is filled in")
    func appearingFillsInTheRememberedUsername() async {
        worker.log.answer { $0.settings = .success(LoginSettings(rememberMe: true, rememberedUsername: "alice")) }
        let scene = given()

        await scene.controller.execute(.appear).value

        #expect(scene.store.viewModel == LoginModels.ViewModel(username: "alice", password: "", rememberMe: true, isLoading: false))
        #expect(scene.store.state.domainState.credentials.username == "alice")
        #expect(worker.calls == [.loadSettings])
    }

    @Test("Appear with \"Remember me\" saved off → the switch is off, the username empty")
    func appearingWithRememberMeOffLeavesTheUsernameEmpty() async {
        worker.log.answer { $0.settings = .success(LoginSettings(rememberMe: false, rememberedUsername: nil)) }
        let scene = given()

        await scene.controller.execute(.appear).value

        #expect(scene.store.viewModel == LoginModels.ViewModel(username: "", password: "", rememberMe: false, isLoading: false))
        #expect(!scene.store.state.domainState.rememberMe)
    }

    @Test("Appear when the settings cannot load → \"Could not load the settings.\"")
    func appearingWithFailingSettingsShowsAnError() async {
        worker.log.answer { $0.settings = .failure(.storage(.loadSettings)) }
        let scene = given()

        await scene.controller.execute(.appear).value

        #expect(worker.calls == [.loadSettings, .showError("Could not load the settings.")])
        #expect(scene.store.state == LoginState())
    }

    @Test("Type username and password, flip the switch → all three are kept")
    func typingIsKept() async {
        let scene = given()

        await scene.controller.execute(.editUsername("alice")).value
        await scene.controller.execute(.editPassword("secret")).value
        await scene.controller.execute(.toggleRememberMe(false)).value

        #expect(scene.store.state == typed("alice", "secret", rememberMe: false))
        #expect(worker.calls.isEmpty)
    }

    @Test("Login with an empty field → \"Both fields are mandatory.\", no account call")
    func loginWithAnEmptyFieldShowsAnError() async {
        let scene = given(typed("alice", ""))

        await scene.controller.execute(.logIn).value

        #expect(worker.calls == [.showError("Both fields are mandatory.")])
        #expect(flows.flows.isEmpty)
        #expect(scene.store.state == typed("alice", ""))
    }

    @Test("Login with a wrong password → \"Invalid username or password.\", still on Login")
    func loginWithWrongCredentialsShowsOneMessage() async {
        worker.log.answer { $0.logIn = .failure(.invalidCredentials) }
        let scene = given(typed("alice", "wrong"))

        await scene.controller.execute(.logIn).value

        #expect(worker.calls == [.logIn(username: "alice", password: "wrong"), .showError("Invalid username or password.")])
        #expect(flows.flows.isEmpty)
        #expect(!scene.store.viewModel.isLoading)
    }

    @Test("Login with \"Remember me\" on → the username is remembered, the parent is told")
    func loginRemembersTheUsername() async {
        let alice = User(id: 1, username: "alice")
        let scene = given(typed("  alice ", "secret"))

        await scene.controller.execute(.logIn).value

        #expect(worker.calls == [
            .logIn(username: "alice", password: "secret"),
            .saveSettings(LoginSettings(rememberMe: true, rememberedUsername: "alice")),
        ])
        #expect(flows.flows == [.signedIn(alice)])
        #expect(!scene.store.state.domainState.isSigningIn)
    }

    @Test("Login with \"Remember me\" off → the remembered username is forgotten")
    func loginWithRememberMeOffForgetsTheUsername() async {
        let scene = given(typed("alice", "secret", rememberMe: false))

        await scene.controller.execute(.logIn).value

        #expect(worker.calls.last == .saveSettings(LoginSettings(rememberMe: false, rememberedUsername: nil)))
        #expect(flows.flows.count == 1)
    }

    @Test("Register a free username → the account is created, then signed in")
    func registerCreatesTheAccountAndSignsIn() async {
        let scene = given(typed("alice", "secret"))

        await scene.controller.execute(.register).value

        #expect(worker.calls.first == .register(username: "alice", password: "secret"))
        #expect(flows.flows == [.signedIn(User(id: 2, username: "alice"))])
    }

    @Test("Register a username over 32 characters → the rule is explained, nothing created")
    func registerWithATooLongUsernameExplainsTheRule() async {
        let scene = given(typed(String(repeating: "a", count: 33), "secret"))

        await scene.controller.execute(.register).value

        #expect(worker.calls == [.showError("Username must be 1 to 32 characters.")])
    }

    @Test("Register a taken username → \"Username is already taken.\"")
    func registerWithATakenUsernameShowsAnError() async {
        worker.log.answer { $0.register = .failure(.usernameTaken) }
        let scene = given(typed("alice", "secret"))

        await scene.controller.execute(.register).value

        #expect(worker.calls.last == .showError("Username is already taken."))
        #expect(flows.flows.isEmpty)
    }

    @Test("Signed in but the settings cannot be saved → \"Could not save the settings.\", still on Login")
    func failingToSaveTheSettingsStaysOnLogin() async {
        worker.log.answer { $0.saveSettings = .failure(.storage(.saveSettings)) }
        let scene = given(typed("alice", "secret"))

        await scene.controller.execute(.logIn).value

        #expect(worker.calls.last == .showError("Could not save the settings."))
        #expect(flows.flows.isEmpty)
        #expect(scene.store.state == typed("alice", "secret"))
    }

    @Test("Tap Login or Register while the settings load → the taps are ignored")
    func tapsWhileTheSettingsLoadAreIgnored() async {
        let loading = LoginStore.execute(state: typed("alice", "secret"), mutation: .settingsRequested)
        let scene = given(loading)

        await scene.controller.execute(.logIn).value
        await scene.controller.execute(.register).value

        #expect(worker.calls.isEmpty)
        #expect(flows.flows.isEmpty)
        #expect(scene.store.state == loading)
    }

    @Test("Tap Login while a sign-in runs → the tap is ignored")
    func tapsWhileSigningInAreIgnored() async {
        var signingIn = typed("alice", "secret")
        signingIn.domainState.isSigningIn = true
        let scene = given(signingIn)

        await scene.controller.execute(.logIn).value
        await scene.controller.execute(.register).value

        #expect(worker.calls.isEmpty)
        #expect(scene.store.state == signingIn)
    }
}
