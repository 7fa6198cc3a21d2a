import FootballGatherUI
import TerminalUI

/// The Login screen, passive: its controls keep what the user typed, as UIKit's would; the
/// buttons go to the presenter, which fills the controls and shows loading and errors.
final class LoginView: PassiveView {
    let presenter: any LoginPresenterProtocol
    private(set) var usernameText = ""
    private(set) var passwordText = ""
    /// The switch is laid out on, as the Login screen's layout draws it; the saved setting replaces it.
    private(set) var rememberMeIsOn = true

    init(presenter: any LoginPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override var screen: Screen {
        LoginScreen.make(
            username: usernameText,
            password: passwordText,
            rememberMe: rememberMeIsOn,
            isLoading: isLoading
        )
    }

    override func viewDidLoad() {
        perform { [presenter] in await presenter.viewDidLoad() }
    }

    override func handle(_ event: Event) {
        guard let event = LoginScreen.Event(event) else { return }
        switch event {
        case .edit(.username, let text): usernameText = text
        case .edit(.password, let text): passwordText = text
        case .toggle(.rememberMe, let isOn): rememberMeIsOn = isOn
        case .tap(.login): perform { [presenter] in await presenter.performLogin() }
        case .tap(.register): perform { [presenter] in await presenter.performRegister() }
        // The error alert answers itself (``PassiveView/handleError(_:)``).
        case .dismissError: break
        }
    }
}

extension LoginView: LoginViewConfigurable {
    func setUsername(_ username: String) {
        usernameText = username
        setNeedsDisplay()
    }

    func setRememberMeSwitch(isOn: Bool) {
        rememberMeIsOn = isOn
        setNeedsDisplay()
    }
}
