import FootballGatherModel

/// Creating an account, which then signs in as a login would.
@MainActor
public protocol RegisterUserUseCase {
    /// Besides both fields, the username must follow the length rule and not be taken.
    func register(_ credentials: Credentials, rememberMe: Bool) async throws(FootballGatherError)
}

public struct DefaultRegisterUserUseCase: RegisterUserUseCase {
    private let signIn: SignInUseCase

    public init(appState: AppState, accounts: any AccountRepository, preferences: any PreferencesRepository) {
        signIn = SignInUseCase(appState: appState, accounts: accounts, preferences: preferences)
    }

    public func register(_ credentials: Credentials, rememberMe: Bool) async throws(FootballGatherError) {
        try await signIn(.register, credentials, rememberMe: rememberMe)
    }
}
