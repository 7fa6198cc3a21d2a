import FootballGatherModel

/// The Login scene's use cases: what the ViewController asks (`Request`), what the Interactor
/// answers (`Response`) and what the Presenter makes of it for the screen (`ViewModel`).
enum Login {
    /// Restoring "Remember me" and the remembered username, as the screen first shows.
    enum FetchSettings {
        struct Request {}

        struct Response: Equatable {
            let settings: LoginSettings
        }

        struct ViewModel: Equatable {
            let isRememberMeOn: Bool
            /// Fills the Username field, unless the user has typed in it already.
            let username: String?
        }
    }

    /// "Login" or "Register" with what the controls hold.
    enum SignIn {
        enum Kind: Equatable {
            case login
            case register
        }

        struct Request: Equatable {
            let kind: Kind
            let username: String
            let password: String
            let rememberMe: Bool
        }

        /// Signed in: the user is in the data store for the route.
        struct Response: Equatable {
            let user: User
        }

        struct ViewModel: Equatable {}
    }

    /// A request running, or done: the screen's loading indicator.
    typealias Loading = LoadingModels

    /// Any request's failure: the error alert.
    typealias Failure = FailureModels
}
