/// Signing in with an existing account.
@MainActor
public protocol LogInUseCase {
    func logIn() async
}

public struct DefaultLogInUseCase: LogInUseCase {
    private let signIn: SignIn

    public init(appState: AppState, accounts: any AccountRepository, preferences: any PreferencesRepository) {
        signIn = SignIn(appState: appState, accounts: accounts, preferences: preferences)
    }

    /// Both fields are mandatory; an unknown user and a wrong password read the same.
    public func logIn() async {
        await signIn(.logIn)
    }
}
