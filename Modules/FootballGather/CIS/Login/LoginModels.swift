import FootballGatherModel

/// The Login scene's models. Its entities are the Model's `Credentials`, `LoginSettings` and
/// `User`; the Interactor works on those, the View only ever sees the view model.
enum LoginModels {
    // MARK: - ViewModels

    /// What the Login screen shows, as the Store maps it from the state.
    struct ViewModel: Equatable, Sendable {
        let username: String
        let password: String
        let rememberMe: Bool
        let isLoading: Bool
    }

    // MARK: - UseCases

    /// Restoring "Remember me" and the remembered username as the screen appears.
    enum LoadSettings {
        struct Request: Sendable {}

        struct Response: Sendable {
            let result: Result<LoginSettings, FootballGatherError>
        }
    }

    /// Logging in or registering, then remembering (or forgetting) the username.
    enum SignIn {
        enum Kind: Sendable {
            case login
            /// Creates the account first, then signs in with it.
            case register
        }

        struct Request: Sendable {
            let kind: Kind
        }

        struct Response: Sendable {
            let result: Result<User, FootballGatherError>
        }
    }
}
