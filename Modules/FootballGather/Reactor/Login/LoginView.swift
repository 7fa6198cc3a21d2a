import FootballGatherUI
import ReactorSupport
import TerminalUI

/// The Login screen: draws the reactor's state with the shared builder, turns events into
/// actions, and presents the error pulse as an alert.
final class LoginView: ViewController {
    private let reactor: LoginReactor
    private var errorAlert: PulseBinding<String?>?

    init(initialState: LoginState, context: SceneAssembly, delegate: (any LoginDelegate)?) {
        reactor = LoginReactor(initialState: initialState, worker: LoginWorker(context: context, delegate: delegate))
        super.init()
        errorAlert = context.errorAlertBinding { [reactor] in reactor.state.$errorMessage }
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
        // Errors are alerts over the stack, answered where they are presented.
        case .dismissError: nil
        }
    }
}
