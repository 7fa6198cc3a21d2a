import FootballGatherModel

/// The Player details scene's models. Its entities are Core's `Player` and `PlayerField`.
enum PlayerDetailsModels {
    // MARK: - ViewModels

    /// What the Player details screen shows: the player, every field a row.
    struct ViewModel: Equatable, Sendable {
        var player: Player
    }

    // MARK: - UseCases

    /// Selecting a row: Player edit opens for that field, with the player as shown.
    enum EditField {
        struct Request: Sendable {
            let field: PlayerField
        }

        struct Response: Sendable {
            let field: PlayerField
            let player: Player
            let userID: Int64
        }
    }
}
