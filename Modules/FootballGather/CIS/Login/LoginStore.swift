import FootballGatherModel
import Observation

/// Everything the Login scene knows: what the screen shows, and the domain state the
/// Interactor decides with.
struct LoginState: Equatable, Sendable {
    var viewModel = LoginModels.ViewModel()
    var domainState = DomainState()

    struct DomainState: Equatable, Sendable {
        var credentials = Credentials(username: "", password: "")
        var rememberMe = LoginSettings.default.rememberMe
        /// A login or registration is in flight: further taps are ignored.
        var isSigningIn = false
    }
}

/// The changes the Login state goes through.
enum LoginMutation: Sendable {
    case setUsername(String)
    case setPassword(String)
    case setRememberMe(Bool)
    case settingsRequested
    case mutateLoadSettings(LoginModels.LoadSettings.Response)
    case signInStarted
    case mutateSignIn(LoginModels.SignIn.Response)
}

protocol LoginMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: LoginMutation)
}

protocol HasLoginDomainState: AnyObject, Sendable {
    @MainActor var domainState: LoginState.DomainState { get }
}

/// Holds the Login state; only its mutations change it. Errors and the way out (signed
/// in) are side effects, handed to the Worker.
@MainActor @Observable
final class LoginStore: LoginMutatable, HasLoginDomainState {
    private(set) var state: LoginState
    @ObservationIgnored private let worker: any LoginWorkable

    init(initialState: LoginState, worker: any LoginWorkable) {
        self.state = initialState
        self.worker = worker
    }

    var domainState: LoginState.DomainState { state.domainState }

    func execute(_ mutation: LoginMutation) {
        state = execute(state: state, mutation: mutation)
    }

    func execute(state: LoginState, mutation: LoginMutation) -> LoginState {
        var state = state
        switch mutation {
        case .setUsername(let username):
            state.viewModel.username = username
            state.domainState.credentials.username = username
        case .setPassword(let password):
            state.viewModel.password = password
            state.domainState.credentials.password = password
        case .setRememberMe(let isOn):
            state.viewModel.rememberMe = isOn
            state.domainState.rememberMe = isOn
        case .settingsRequested:
            state.viewModel.isLoading = true
        case .mutateLoadSettings(let response):
            state.viewModel.isLoading = false
            switch response.result {
            case .success(let settings):
                state = execute(state: state, mutation: .setRememberMe(settings.rememberMe))
                if state.domainState.credentials.username.isEmpty, let remembered = settings.prefilledUsername {
                    state = execute(state: state, mutation: .setUsername(remembered))
                }
            case .failure(let error):
                worker.showError(error.message)
            }
        case .signInStarted:
            state.viewModel.isLoading = true
            state.domainState.isSigningIn = true
        case .mutateSignIn(let response):
            state.viewModel.isLoading = false
            state.domainState.isSigningIn = false
            switch response.result {
            case .success(let user): worker.delegate?.loginDidSignIn(as: user)
            case .failure(let error): worker.showError(error.message)
            }
        }
        return state
    }
}
