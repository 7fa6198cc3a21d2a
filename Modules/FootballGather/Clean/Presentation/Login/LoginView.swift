import FootballGatherCleanDomain
import FootballGatherUI
import TerminalUI

/// The Login screen: renders ``AppState/login``; typing writes into it, the buttons call
/// the use cases.
public final class LoginView: ViewController {
    private let appState: AppState
    private let restore: any RestoreLoginUseCase
    private let logIn: any LogInUseCase
    private let register: any RegisterUserUseCase

    public init(appState: AppState, restore: any RestoreLoginUseCase, logIn: any LogInUseCase, register: any RegisterUserUseCase) {
        self.appState = appState
        self.restore = restore
        self.logIn = logIn
        self.register = register
        super.init()
    }

    override public var screen: Screen {
        let login = appState.login
        return LoginScreen.make(
            username: login.username,
            password: login.password,
            rememberMe: login.rememberMe,
            isLoading: login.isLoading,
            errorMessage: login.errorMessage
        )
    }

    override public func handle(_ event: Event) {
        switch event {
        case .edit(LoginScreen.ID.username, let text): appState.login.username = text
        case .edit(LoginScreen.ID.password, let text): appState.login.password = text
        case .toggle(LoginScreen.ID.rememberMe, let isOn): appState.login.rememberMe = isOn
        case .tap(LoginScreen.ID.login): perform { [logIn] in await logIn.logIn() }
        case .tap(LoginScreen.ID.register): perform { [register] in await register.register() }
        case .alert: appState.login.errorMessage = nil
        default: break
        }
    }

    override public func viewWillAppear() {
        perform { [restore] in await restore.restore() }
    }
}
