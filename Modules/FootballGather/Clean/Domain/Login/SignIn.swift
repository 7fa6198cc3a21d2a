import FootballGatherModel

/// What logging in and registering share, so each use case states only its own rule:
/// one request at a time, the loading state, the remembered username, and the move to
/// the signed-in user's Players.
@MainActor
struct SignIn {
    /// How the user gets in.
    enum Way {
        case logIn
        case register
    }

    let appState: AppState
    let accounts: any AccountRepository
    let preferences: any PreferencesRepository

    /// Validates what was typed (Core's ``Credentials`` rules) before any repository call.
    /// If saving the settings fails, the user stays on Login with what they typed.
    func callAsFunction(_ way: Way) async {
        guard !appState.login.isLoading else { return }
        appState.login.isLoading = true
        defer { appState.login.isLoading = false }
        do throws(FootballGatherError) {
            let user = try await authenticate(way, appState.login.credentials)
            let settings = LoginSettings.afterSignIn(as: user.username, rememberMe: appState.login.rememberMe)
            try await preferences.saveLoginSettings(settings)
            begin(user)
        } catch {
            appState.login.errorMessage = error.message
        }
    }

    private func authenticate(_ way: Way, _ typed: Credentials) async throws(FootballGatherError) -> User {
        switch way {
        case .logIn: try await accounts.logIn(typed.validatedForLogin())
        case .register: try await accounts.register(typed.validatedForRegistration())
        }
    }

    /// The session starts on a fresh Players; what was typed on Login is dropped.
    private func begin(_ user: User) {
        appState.session = user
        appState.login = AppState.Login()
        appState.playerList = AppState.PlayerList()
        appState.routing.reset(to: .players)
    }
}
