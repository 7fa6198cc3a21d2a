import FootballGatherModel

/// The Player details scene's models. Its entities are the Model's `Player` and `PlayerField`.
enum PlayerDetailsModels {
    // MARK: - ViewModels

    /// What the Player details screen shows: the player's name as the title, and each
    /// field's value as its row reads it.
    struct ViewModel: Equatable, Sendable {
        let title: String
        let values: [PlayerField: String]
    }

    // MARK: - UseCases

    /// Selecting a row: Player edit opens for that field, with the player as shown. Only
    /// the Worker acts on it (the screen does not change), so it has no response.
    enum EditField {
        struct Request: Sendable {
            let field: PlayerField
        }
    }

    /// Player edit handed back the player it saved: the rows show it (Player edit then
    /// closes itself).
    enum ShowSavedPlayer {
        struct Request: Sendable {
            let player: Player
        }

        struct Response: Sendable {
            let player: Player
        }
    }
}
