import FootballGatherUI
import TerminalUI

/// The Login screen. Assembles its scene (as the Views of Spoqa's article do), draws the Store's
/// view model with the shared builder, and hands every event to the Controller.
final class LoginView: ViewController {
    private let controller: any LoginControllerable
    private let store: LoginStore

    init(initialState: LoginState, assembly: SceneAssembly, delegate: (any LoginDelegate)?) {
        let worker = LoginWorker(assembly: assembly, delegate: delegate)
        let store = LoginStore(initialState: initialState)
        self.controller = LoginController(interactor: LoginInteractor(store: store, worker: worker), store: store)
        self.store = store
        super.init()
        worker.view = self
    }

    override var screen: Screen {
        let model = store.viewModel
        return LoginScreen.make(
            username: model.username, password: model.password,
            rememberMe: model.rememberMe, isLoading: model.isLoading
        )
    }

    override func handle(_ event: Event) {
        guard let event = LoginScreen.Event(event), let action = action(for: event) else { return }
        track(controller.execute(action))
    }

    override func viewWillAppear() {
        track(controller.execute(.appear))
    }

    private func action(for event: LoginScreen.Event) -> LoginAction? {
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
