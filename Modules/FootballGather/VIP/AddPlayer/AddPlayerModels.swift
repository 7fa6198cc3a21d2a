import FootballGatherModel

/// The Add player scene's use cases: what the ViewController asks (`Request`), what the
/// Interactor answers (`Response`) and what the Presenter makes of it (`ViewModel`).
enum AddPlayer {
    /// The name as typed so far: whether "Done" applies.
    enum CheckName {
        struct Request: Equatable {
            let name: String
        }

        struct Response: Equatable {
            let canSubmit: Bool
        }

        struct ViewModel: Equatable {
            let isDoneEnabled: Bool
        }
    }

    /// "Done": the player is created with the typed name; after a failure the name typed
    /// stays, to try again.
    enum SavePlayer {
        struct Request: Equatable {
            let name: String
        }

        /// Nil error: saved (Players reloads as it reappears).
        struct Response: Equatable {
            let error: FootballGatherError?
        }

        struct ViewModel: Equatable {
            /// The error alert's message; nil to close the screen.
            let errorMessage: String?
        }
    }

    /// The save running, or done: the screen's loading indicator.
    typealias Loading = LoadingModels
}
