import FootballGatherModel
import FootballGatherUI

/// The Confirm players scene's use cases: what the ViewController asks (`Request`), what the
/// Interactor answers (`Response`) and what the Presenter makes of it (`ViewModel`).
enum ConfirmPlayers {
    /// Showing the line-up. A move re-presents it, so its answer is this Response and
    /// ViewModel too.
    enum FetchLineUp {
        struct Request {}

        struct Response: Equatable {
            let lineUp: LineUp
        }

        struct ViewModel: Equatable {
            let bench: [ConfirmPlayersScreen.Row]
            let teamA: [ConfirmPlayersScreen.Row]
            let teamB: [ConfirmPlayersScreen.Row]
            let isStartEnabled: Bool
        }
    }

    /// A player moved from one section to another.
    enum MovePlayer {
        struct Request: Equatable {
            let row: Int
            let from: LineUp.Section
            let to: LineUp.Section
        }
    }

    /// "Start Gather": the gather is created with its teams, then opens; after a failure the
    /// line-up stays as it was.
    enum StartGather {
        struct Request {}

        /// Nil error: started, the gather is in the data store for the route.
        struct Response: Equatable {
            let error: FootballGatherError?
        }

        struct ViewModel: Equatable {
            /// The error alert's message; nil to open the gather.
            let errorMessage: String?
        }
    }

    /// The start running, or done: the screen's loading indicator.
    typealias Loading = LoadingModels
}
