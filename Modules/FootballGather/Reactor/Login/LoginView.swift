import FootballGatherUI
import ReactorSupport
import TerminalUI

/// The Login screen: draws the reactor's state with the shared builder, turns events into
/// actions, and presents the error pulse as an alert.
final class LoginView: ViewController {
    private let reactor: LoginReactor
    private var errorAlert: PulseBinding<String?>?

    init(initialState: LoginState, assembly: SceneAssembly, delegate: (any LoginDelegate)?) {
        reactor = LoginReactor(initialState: initialState, worker: LoginWorker(assembly: assembly, delegate: delegate))
        super.init()
        errorAlert = assembly.errorAlertBinding(on: self) { [reactor] in reactor.state.$errorMessage }
    }

    override var screen: Screen {
        let state = reactor.state
        return LoginScreen.make(
            username: state.username, password: state.password,
            rememberMe: state.rememberMe, isLoading: state.isLoading
        )
    }

    override func handle(_ event: Event) {
        guard let event = LoginScreen.Event(event), let action = action(for: event) else { return }
        track(reactor.send(action))
    }

    override func viewWillAppear() {
        track(reactor.send(.appear))
    }

    private func action(for event: LoginScreen.Event) -> LoginReactor.Action? {
        switch event {
        case .edit(.username, let text): .editUsername(text)
        case .edit(.password, let text): .editPassword(text)
        case .toggle(.rememberMe, let isOn): .toggleRememberMe(isOn)
        case .tap(.login): .logIn
        case .tap(.register): .register
        // Errors are alerts this screen presents; the toolkit takes their answer.
        case .dismissError: nil
        }
    }
}
