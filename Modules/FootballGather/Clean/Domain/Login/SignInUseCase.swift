import FootballGatherModel

/// Signing in, the step logging in and registering share, so each of those use cases states
/// only its own rule: validation before any call, the remembered username, and the move to
/// the signed-in user's Players. Internal, with no protocol: no view calls it directly.
@MainActor
struct SignInUseCase {
    /// How the user gets in.
    enum Way {
        case logIn
        case register
    }

    let appState: AppState
    let accounts: any AccountRepository
    let preferences: any PreferencesRepository

    /// Validates `typed` (the Model's ``Credentials`` rules) before any repository call. If
    /// saving the settings fails, the user stays on Login.
    func callAsFunction(_ way: Way, _ typed: Credentials, rememberMe: Bool) async throws(FootballGatherError) {
        let user = try await authenticate(way, typed)
        let settings = LoginSettings.afterSignIn(as: user.username, rememberMe: rememberMe)
        try await preferences.saveLoginSettings(settings)
        begin(user)
    }

    private func authenticate(_ way: Way, _ typed: Credentials) async throws(FootballGatherError) -> User {
        switch way {
        case .logIn: try await accounts.logIn(typed.validatedForLogin())
        case .register: try await accounts.register(typed.validatedForRegistration())
        }
    }

    /// The session starts on a fresh Players.
    private func begin(_ user: User) {
        appState.session = user
        appState.playerList = AppState.PlayerList()
        appState.routing.reset(to: .players)
    }
}
