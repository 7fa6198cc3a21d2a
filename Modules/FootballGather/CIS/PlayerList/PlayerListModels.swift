import FootballGatherModel

/// The Players scene's models. Its entities are Core's `Player` and the mode below.
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
        /// Nil until the roster has loaded once: an empty roster is only claimed once known.
        var players: [Player]?
        /// The ticked players' ids in selection mode; nil in list mode.
        var selectedIDs: Set<Int64>?
        var canConfirm = false
        var isLoading = false
        var isConfirmingDeletion = false
    }

    // MARK: - UseCases

    /// Loading the roster (on every appearance).
    enum LoadPlayers {
        struct Request: Sendable {}

        struct Response: Sendable {
            let result: Result<[Player], FootballGatherError>
        }
    }

    /// Selecting a row: opens the player in list mode, ticks or unticks them in selection mode.
    enum SelectPlayer {
        struct Request: Sendable {
            let index: Int
        }

        enum Response: Sendable {
            case open(Player)
            case toggle(playerID: Int64)
        }
    }

    /// "Confirm players": the ticked players, in roster order, go to Confirm players.
    enum ConfirmSelection {
        struct Request: Sendable {}

        struct Response: Sendable {
            let players: [Player]
        }
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
}
