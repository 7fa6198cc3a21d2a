import FootballGatherModel

/// The Login scene's use cases: what the ViewController asks (`Request`), what the Interactor
/// answers (`Response`) and what the Presenter makes of it for the screen (`ViewModel`).
enum Login {
    /// Restoring "Remember me" and the remembered username, as the screen first shows.
    enum FetchSettings {
        struct Request {}

        /// The settings, or why they could not be read.
        struct Response: Equatable {
            let settings: LoginSettings?
            let error: FootballGatherError?
        }

        struct ViewModel: Equatable {
            /// Nil when the settings could not be read: the switch stays as laid out.
            let isRememberMeOn: Bool?
            /// Fills the Username field, unless the user has typed in it already.
            let username: String?
            /// The error alert's message.
            let errorMessage: String?
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

        /// Nil error: signed in, the user is in the data store for the route.
        struct Response: Equatable {
            let error: FootballGatherError?
        }

        struct ViewModel: Equatable {
            /// The error alert's message; nil to route to Players.
            let errorMessage: String?
        }
    }

    /// A request running, or done: the screen's loading indicator.
    typealias Loading = LoadingModels
}
