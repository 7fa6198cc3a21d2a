import FootballGatherModel
import FootballGatherUI

/// The Players scene's models. Its entities are the Model's `Player` and the mode below.
enum PlayerListModels {
    // MARK: - Entities

    /// What the rows are for.
    enum Mode: Equatable, Sendable {
        /// Rows open a player's details and can be deleted.
        case list
        /// Picking players for a gather: the ids ticked so far.
        case selection(Set<Int64>)
    }

    // MARK: - ViewModels

    /// What the Players screen shows.
    struct ViewModel: Equatable, Sendable {
        /// "Players", or "N selected" while picking.
        let title: String
        /// The layout, with whether "Select" (list) or "Confirm players" (selection) applies.
        let mode: PlayerListScreen.Mode
        let rows: [PlayerListScreen.Row]
        /// Only once the roster is known to be empty (loaded, and not reloading).
        let showsEmptyMessage: Bool
        let isLoading: Bool
        /// The deletion question (errors are the Worker's alerts, over the screen).
        let alert: PlayerListScreen.Alert?
    }

    // MARK: - UseCases

    /// Loading the roster (on every appearance).
    enum LoadPlayers {
        struct Request: Sendable {}

        struct Response: Sendable {
            let result: Result<[Player], FootballGatherError>
        }
    }

    /// Selecting a row: opens the player in list mode (only the Worker acts), ticks or
    /// unticks them in selection mode.
    enum SelectPlayer {
        struct Request: Sendable {
            let index: Int
        }

        struct Response: Sendable {
            let playerID: Int64
        }
    }

    /// "Confirm players": the ticked players, in roster order, go to Confirm players.
    /// Only the Worker acts on it.
    enum ConfirmSelection {
        struct Request: Sendable {}
    }

    /// Swiping a row: the player waits for the user to confirm the deletion.
    enum RequestDeletion {
        struct Request: Sendable {
            let index: Int
        }

        struct Response: Sendable {
            let player: Player
        }
    }

    /// "Yes" to the deletion.
    enum DeletePlayer {
        struct Request: Sendable {}

        struct Response: Sendable {
            let player: Player
            let result: Result<Void, FootballGatherError>
        }
    }

    /// A bar or bottom button that leaves Players: only the Worker acts on it.
    enum Leave {
        enum Destination: Sendable {
            case addPlayer
            case history
            case logOut
        }

        struct Request: Sendable {
            let destination: Destination
        }
    }

    /// A child scene handed its flow back: Add player saved a player (it closes itself;
    /// Players reloads as it reappears), an edit made from Player details was saved (its
    /// row shows it at once, even if the user came back here before it landed), or the
    /// gather started from here ended (back to Players, in list mode).
    enum ChildFinished {
        enum Flow: Sendable {
            case playerAdded
            case playerUpdated(Player)
            case gatherEnded
        }

        struct Request: Sendable {
            let flow: Flow
        }

        struct Response: Sendable {
            let flow: Flow
        }
    }
}
