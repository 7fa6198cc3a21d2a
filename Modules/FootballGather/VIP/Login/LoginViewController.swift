import FootballGatherUI
import TerminalUI

/// What Login's Presenter asks the screen to show.
@MainActor
protocol LoginDisplayLogic: AnyObject {
    func displayLoading(viewModel: Login.Loading.ViewModel)
    func displaySettings(viewModel: Login.FetchSettings.ViewModel)
    /// Routes on, or shows why the screen stays.
    func displaySignIn(viewModel: Login.SignIn.ViewModel)
}

/// The Login screen: its controls keep what the user typed, as UIKit's would, and the
/// buttons send it to the Interactor.
final class LoginViewController: ViewController {
    let interactor: any LoginBusinessLogic
    let router: any LoginRoutingLogic & LoginDataPassing
    private(set) var username = ""
    private(set) var password = ""
    /// The switch is laid out on, as the Login screen's layout draws it; the saved setting replaces it.
    private(set) var isRememberMeOn = true
    private var isLoading = false

    init(interactor: any LoginBusinessLogic, router: any LoginRoutingLogic & LoginDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init()
    }

    override var screen: Screen {
        LoginScreen.make(username: username, password: password, rememberMe: isRememberMeOn, isLoading: isLoading)
    }

    /// Login is the root until someone signs in: it appears once.
    override func viewWillAppear() {
        perform { [interactor] in await interactor.fetchSettings(request: Login.FetchSettings.Request()) }
    }

    override func handle(_ event: Event) {
        guard let event = LoginScreen.Event(event) else { return }
        switch event {
        case .edit(.username, let text): username = text
        case .edit(.password, let text): password = text
        case .toggle(.rememberMe, let isOn): isRememberMeOn = isOn
        case .tap(.login): signIn(as: .login)
        case .tap(.register): signIn(as: .register)
        // The error alert is this screen's own (`displayError(message:)`), and closes itself on "OK".
        case .dismissError: break
        }
    }

    private func signIn(as kind: Login.SignIn.Kind) {
        let request = Login.SignIn.Request(kind: kind, username: username, password: password, rememberMe: isRememberMeOn)
        perform { [interactor] in await interactor.signIn(request: request) }
    }
}

extension LoginViewController: LoginDisplayLogic {
    func displayLoading(viewModel: Login.Loading.ViewModel) {
        isLoading = viewModel.isLoading
        setNeedsDisplay()
    }

    /// A username the user has typed already stays, as a text field keeps its text.
    func displaySettings(viewModel: Login.FetchSettings.ViewModel) {
        if let isOn = viewModel.isRememberMeOn {
            isRememberMeOn = isOn
        }
        if username.isEmpty, let remembered = viewModel.username {
            username = remembered
        }
        setNeedsDisplay()
        displayError(message: viewModel.errorMessage)
    }

    func displaySignIn(viewModel: Login.SignIn.ViewModel) {
        if viewModel.errorMessage == nil {
            router.routeToPlayerList()
        } else {
            displayError(message: viewModel.errorMessage)
        }
    }
}
