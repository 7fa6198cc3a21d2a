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
        switch event {
        case .edit(LoginScreen.ID.username, let text):
            viewModel.username = text
        case .edit(LoginScreen.ID.password, let text):
            viewModel.password = text
        case .toggle(LoginScreen.ID.rememberMe, let isOn):
            viewModel.rememberMe = isOn
        case .tap(LoginScreen.ID.login):
            perform { [viewModel] in await viewModel.login() }
        case .tap(LoginScreen.ID.register):
            perform { [viewModel] in await viewModel.register() }
        case .alert:
            viewModel.dismissError()
        default:
            break
        }
    }

    override func viewWillAppear() {
        perform { [viewModel] in await viewModel.loadSettings() }
    }
}
