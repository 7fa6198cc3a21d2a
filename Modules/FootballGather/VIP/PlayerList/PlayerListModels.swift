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

    /// Loading the roster, on every appearance (the scenes above may have changed it). The
    /// screen always shows all of its state, so the use cases that change it (selecting,
    /// ticking, asking to delete, deleting, a child's news) answer with this Response and
    /// ViewModel too, their failure included.
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
            /// A request that failed; the rows shown stay.
            let error: FootballGatherError?
        }

        struct ViewModel: Equatable {
            /// "Players", or "N selected".
            let title: String
            let rows: [PlayerListScreen.Row]
            /// The bar and bottom buttons of the mode, enabled or not.
            let mode: PlayerListScreen.Mode
            let isLoading: Bool
            let showsEmptyMessage: Bool
            /// Only ever the deletion question: an error is `errorMessage`, the error alert.
            let alert: PlayerListScreen.Alert?
            /// The error alert's message, shown once as this view model is displayed.
            let errorMessage: String?
        }
    }

    /// "Select": selection mode, if anyone is on the roster.
    enum StartSelection {
        struct Request {}
    }

    /// "Cancel": back to list mode, forgetting the ticks.
    enum CancelSelection {
        struct Request {}
    }

    /// A chosen row in selection mode: ticks or unticks its player. In list mode a chosen row
    /// is a route, as a table view's segue is.
    enum TickPlayer {
        struct Request: Equatable {
            let index: Int
        }
    }

    /// Swiping a row: the player waits for the user to confirm.
    enum RequestDeletion {
        struct Request: Equatable {
            let index: Int
        }
    }

    /// The question's "Yes": the waiting player is deleted.
    enum ConfirmDeletion {
        struct Request {}
    }

    /// The question's "Cancel": the waiting player is forgotten.
    enum CancelDeletion {
        struct Request {}
    }
}
