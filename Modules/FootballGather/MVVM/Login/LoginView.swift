import FootballGatherUI
import TerminalUI

/// The Login screen: renders ``LoginViewModel`` and forwards what the user does to it.
final class LoginView: ViewController {
    private let viewModel: LoginViewModel

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override var screen: Screen {
        LoginScreen.make(
            username: viewModel.username,
            password: viewModel.password,
            rememberMe: viewModel.rememberMe,
            isLoading: viewModel.isLoading,
            errorMessage: viewModel.errorMessage
        )
    }

    override func handle(_ event: Event) {
        guard let event = LoginScreen.Event(event) else { return }
        switch event {
        case .edit(.username, let text):
            viewModel.username = text
        case .edit(.password, let text):
            viewModel.password = text
        case .toggle(.rememberMe, let isOn):
            viewModel.rememberMe = isOn
        case .tap(.login):
            perform { [viewModel] in await viewModel.login() }
        case .tap(.register):
            perform { [viewModel] in await viewModel.register() }
        case .dismissError:
            viewModel.dismissError()
        }
    }

    override func viewWillAppear() {
        perform { [viewModel] in await viewModel.loadSettings() }
    }
}
