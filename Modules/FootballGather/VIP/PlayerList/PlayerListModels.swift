import FootballGatherModel
import FootballGatherUI

/// The Players scene's use cases: what the ViewController asks (`Request`), what the
/// Interactor answers (`Response`) and what the Presenter makes of it (`ViewModel`).
enum PlayerList {
    /// What the rows are for: listing the roster, or picking players for a gather with the
    /// ids ticked so far.
    enum Mode: Equatable {
        case list
        case selection(Set<Int64>)
    }

    /// Loading the roster, on every appearance (the scenes above may have changed it).
    /// Selecting, cancelling, ticking, asking to delete and a child's news re-present the
    /// roster, so their answer is this Response and ViewModel too.
    enum FetchPlayers {
        struct Request {}

        struct Response: Equatable {
            let players: [Player]
            let mode: Mode
            /// Whether a load has answered: an empty roster is only claimed once known.
            let hasLoaded: Bool
            let isLoading: Bool
            /// The player waiting for the user to confirm their deletion.
            let pendingDeletion: Player?
        }

        struct ViewModel: Equatable {
            /// "Players", or "N selected".
            let title: String
            let rows: [PlayerListScreen.Row]
            /// The bar and bottom buttons of the mode, enabled or not.
            let mode: PlayerListScreen.Mode
            let isLoading: Bool
            let showsEmptyMessage: Bool
            /// Only ever the deletion question: errors are alerts over the stack.
            let alert: PlayerListScreen.Alert?
        }
    }

    /// "Select" and "Cancel": into and out of selection mode.
    enum ChangeMode {
        struct Request {}
    }

    /// A chosen row: in list mode it opens the player, in selection mode it ticks or unticks.
    enum SelectPlayer {
        struct Request: Equatable {
            let index: Int
        }

        /// The player to open, in the data store for the route.
        struct Response: Equatable {
            let player: Player
        }

        struct ViewModel: Equatable {}
    }

    /// "Confirm players": the ticked players, in roster order, go to Confirm players.
    enum ConfirmSelection {
        struct Request {}

        struct Response: Equatable {
            let players: [Player]
        }

        struct ViewModel: Equatable {}
    }

    /// Swiping a row: the player waits for the user to confirm.
    enum RequestDeletion {
        struct Request: Equatable {
            let index: Int
        }
    }

    /// The question's answer: "Yes" deletes the waiting player, "Cancel" forgets them.
    enum DeletePlayer {
        struct Request {}
    }

    /// Any request's failure: the error alert. The rows shown stay.
    typealias Failure = FailureModels
}
