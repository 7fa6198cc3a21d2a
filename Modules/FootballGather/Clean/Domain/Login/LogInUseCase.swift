import FootballGatherModel

/// Signing in with an existing account.
@MainActor
public protocol LogInUseCase {
    /// Both fields are mandatory; an unknown user and a wrong password read the same.
    /// On success Players becomes the root, and the username is remembered if `rememberMe`.
    func logIn(_ credentials: Credentials, rememberMe: Bool) async throws(FootballGatherError)
}

public struct DefaultLogInUseCase: LogInUseCase {
    private let signIn: SignInUseCase

    public init(appState: AppState, accounts: any AccountRepository, preferences: any PreferencesRepository) {
        signIn = SignInUseCase(appState: appState, accounts: accounts, preferences: preferences)
    }

    public func logIn(_ credentials: Credentials, rememberMe: Bool) async throws(FootballGatherError) {
        try await signIn(.logIn, credentials, rememberMe: rememberMe)
    }
}
