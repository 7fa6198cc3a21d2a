/// Creating an account, which then signs in as a login would.
@MainActor
public protocol RegisterUserUseCase {
    func register() async
}

public struct DefaultRegisterUserUseCase: RegisterUserUseCase {
    private let signIn: SignIn

    public init(appState: AppState, accounts: any AccountRepository, preferences: any PreferencesRepository) {
        signIn = SignIn(appState: appState, accounts: accounts, preferences: preferences)
    }

    /// Besides both fields, the username must follow the length rule and not be taken.
    public func register() async {
        await signIn(.register)
    }
}
