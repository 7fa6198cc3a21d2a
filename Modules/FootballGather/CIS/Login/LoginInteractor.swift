import AppSupport
import FootballGatherModel

/// The Login scene's use cases.
enum LoginUseCase: Sendable {
    case loadSettings(LoginModels.LoadSettings.Request)
    case signIn(LoginModels.SignIn.Request)
}

protocol LoginInteractable: Sendable {
    func execute(_ useCase: LoginUseCase) async
}

/// Signs users in: validates what was typed with the Model's `Credentials` before any call,
/// authenticates through the Worker, saves the "Remember me" choice, hands the outcome to
/// the Store, then has the Worker act on it (the error alert, or the delegate told who
/// signed in). Reads the typed credentials from the read-only domain state.
final class LoginInteractor: LoginInteractable {
    private let store: any LoginMutatable & HasLoginDomainState
    private let worker: any LoginWorkable

    init(store: any LoginMutatable & HasLoginDomainState, worker: any LoginWorkable) {
        self.store = store
        self.worker = worker
    }

    func execute(_ useCase: LoginUseCase) async {
        switch useCase {
        case .loadSettings:
            await store.execute(.settingsRequested)
            let result = await Result { () async throws(FootballGatherError) in try await worker.loadSettings() }
            await store.execute(.mutateLoadSettings(.init(result: result)))
            if case .failure(let error) = result { await worker.showError(error.message) }

        case .signIn(let request):
            guard let domainState = await startSigningIn() else { return }
            let result = await Result { () async throws(FootballGatherError) -> User in
                let user = try await authenticate(domainState.credentials, as: request.kind)
                try await worker.saveSettings(.afterSignIn(as: user.username, rememberMe: domainState.rememberMe))
                return user
            }
            await store.execute(.mutateSignIn(.init(result: result)))
            switch result {
            case .success(let user): await worker.delegate?.loginDidSignIn(as: user)
            case .failure(let error): await worker.showError(error.message)
            }
        }
    }

    /// Reads the domain state and marks a sign-in as running in one main-actor turn, so a
    /// second tap cannot slip in between. Nil while a sign-in is already running or the
    /// settings are still loading.
    @MainActor
    private func startSigningIn() -> LoginState.DomainState? {
        let domainState = store.domainState
        guard !domainState.isSigningIn, !domainState.isLoadingSettings else { return nil }
        store.execute(.signInStarted)
        return domainState
    }

    private func authenticate(
        _ typed: Credentials,
        as kind: LoginModels.SignIn.Kind
    ) async throws(FootballGatherError) -> User {
        switch kind {
        case .login:
            let credentials = try typed.validatedForLogin()
            return try await worker.logIn(username: credentials.username, password: credentials.password)
        case .register:
            let credentials = try typed.validatedForRegistration()
            return try await worker.register(username: credentials.username, password: credentials.password)
        }
    }
}
