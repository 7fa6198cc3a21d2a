import FootballGatherModel
import Observation

/// Everything the Login scene knows: the domain state the Interactor decides with, and
/// whether the screen waits for an answer.
struct LoginState: Equatable, Sendable {
    var domainState = DomainState()
    /// The settings or a sign-in are on their way.
    var isLoading = false

    struct DomainState: Equatable, Sendable {
        var credentials = Credentials(username: "", password: "")
        var rememberMe = LoginSettings.default.rememberMe
        /// A login or registration is in flight: further taps are ignored.
        var isSigningIn = false
        /// The settings are loading: Login and Register are ignored until they are in, as
        /// while a sign-in runs (the screen shows "Loading…" for both).
        var isLoadingSettings = false
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

/// Holds the Login state; only its pure mutations change it, and the screen reads it
/// through the view model mapped from it. Errors and the way out (signed in) are the
/// Interactor's to hand to the Worker once the Store has the response.
@MainActor @Observable
final class LoginStore: LoginMutatable, HasLoginDomainState {
    private(set) var state: LoginState

    init(initialState: LoginState) {
        self.state = initialState
    }

    var domainState: LoginState.DomainState { state.domainState }

    /// The screen's display values.
    var viewModel: LoginModels.ViewModel { Self.viewModel(of: state) }

    func execute(_ mutation: LoginMutation) {
        state = Self.execute(state: state, mutation: mutation)
    }

    nonisolated static func execute(state: LoginState, mutation: LoginMutation) -> LoginState {
        var state = state
        switch mutation {
        case .setUsername(let username):
            state.domainState.credentials.username = username
        case .setPassword(let password):
            state.domainState.credentials.password = password
        case .setRememberMe(let isOn):
            state.domainState.rememberMe = isOn
        case .settingsRequested:
            state.isLoading = true
            state.domainState.isLoadingSettings = true
        case .mutateLoadSettings(let response):
            state.isLoading = false
            state.domainState.isLoadingSettings = false
            guard case .success(let settings) = response.result else { break }
            state.domainState.rememberMe = settings.rememberMe
            if state.domainState.credentials.username.isEmpty, let remembered = settings.prefilledUsername {
                state.domainState.credentials.username = remembered
            }
        case .signInStarted:
            state.isLoading = true
            state.domainState.isSigningIn = true
        case .mutateSignIn:
            state.isLoading = false
            state.domainState.isSigningIn = false
        }
        return state
    }

    nonisolated static func viewModel(of state: LoginState) -> LoginModels.ViewModel {
        LoginModels.ViewModel(
            username: state.domainState.credentials.username,
            password: state.domainState.credentials.password,
            rememberMe: state.domainState.rememberMe,
            isLoading: state.isLoading
        )
    }
}
