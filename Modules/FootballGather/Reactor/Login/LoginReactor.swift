import AppSupport
import FootballGatherModel
import Observation

/// Signs users in, once the settings are in. Checks what was typed with the model's
/// `Credentials` before any call, authenticates and saves "Remember me" through the Worker,
/// and hands the user to the parent through it; a failure fires the error pulse.
@MainActor @Observable
final class LoginReactor {
    enum Action: Equatable, Sendable {
        case appear
        case editUsername(String)
        case editPassword(String)
        case toggleRememberMe(Bool)
        case logIn
        case register
    }

    enum Mutation: Sendable {
        case setUsername(String)
        case setPassword(String)
        case setRememberMe(Bool)
        case settingsRequested
        case settingsLoaded(Result<LoginSettings, FootballGatherError>)
        case signInStarted
        case signInFinished(Result<User, FootballGatherError>)
    }

    private(set) var state: LoginState
    @ObservationIgnored private let worker: any LoginWorkerProtocol

    init(initialState: LoginState, worker: any LoginWorkerProtocol) {
        state = initialState
        self.worker = worker
    }

    @discardableResult
    func send(_ action: Action) -> Task<Void, Never> {
        Task { await mutate(action) }
    }

    private func mutate(_ action: Action) async {
        switch action {
        case .appear:
            apply(.settingsRequested)
            apply(.settingsLoaded(await Result { @Sendable [worker] () async throws(FootballGatherError) in try await worker.loadSettings() }))
        case .editUsername(let text):
            apply(.setUsername(text))
        case .editPassword(let text):
            apply(.setPassword(text))
        case .toggleRememberMe(let isOn):
            apply(.setRememberMe(isOn))
        case .logIn, .register:
            guard !state.domainState.isSigningIn, !state.domainState.isLoadingSettings else { return }
            let typed = state.domainState
            apply(.signInStarted)
            let result = await Result { @Sendable [worker] () async throws(FootballGatherError) -> User in
                let user = try await Self.signIn(with: typed.credentials, registering: action == .register, through: worker)
                try await worker.saveSettings(.afterSignIn(as: user.username, rememberMe: typed.rememberMe))
                return user
            }
            apply(.signInFinished(result))
            if case .success(let user) = result { await worker.didSignIn(as: user) }
        }
    }

    private nonisolated static func signIn(
        with typed: Credentials,
        registering: Bool,
        through worker: any LoginWorkerProtocol
    ) async throws(FootballGatherError) -> User {
        if registering {
            let credentials = try typed.validatedForRegistration()
            return try await worker.register(username: credentials.username, password: credentials.password)
        }
        let credentials = try typed.validatedForLogin()
        return try await worker.logIn(username: credentials.username, password: credentials.password)
    }

    private func apply(_ mutation: Mutation) {
        state = Self.reduce(state: state, mutation: mutation)
    }

    nonisolated static func reduce(state: LoginState, mutation: Mutation) -> LoginState {
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
        case .settingsLoaded(.success(let settings)):
            state.isLoading = false
            state.domainState.isLoadingSettings = false
            state.domainState.rememberMe = settings.rememberMe
            if state.username.isEmpty, let remembered = settings.prefilledUsername {
                state.domainState.credentials.username = remembered
            }
        case .settingsLoaded(.failure(let error)):
            state.isLoading = false
            state.domainState.isLoadingSettings = false
            state.errorMessage = error.message
        case .signInStarted:
            state.isLoading = true
            state.domainState.isSigningIn = true
        case .signInFinished(let result):
            state.isLoading = false
            state.domainState.isSigningIn = false
            if case .failure(let error) = result { state.errorMessage = error.message }
        }
        return state
    }
}
