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

    /// "Done": the player is created with the typed name.
    enum SavePlayer {
        struct Request: Equatable {
            let name: String
        }

        struct Response: Equatable {
            let player: Player
        }

        struct ViewModel: Equatable {}
    }

    /// The save running, or done: the screen's loading indicator.
    typealias Loading = LoadingModels

    /// A failed save: the error alert. The name typed stays, to try again.
    typealias Failure = FailureModels
}
