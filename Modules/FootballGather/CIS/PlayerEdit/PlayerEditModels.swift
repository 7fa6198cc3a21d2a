import FootballGatherModel
import FootballGatherUI

/// The Player edit scene's models. Its entities are the Model's `Player` and `PlayerField`,
/// whose pure edits (`applying(text:to:)`, `applying(optionAt:to:)`) validate the input.
enum PlayerEditModels {
    // MARK: - ViewModels

    /// What the Player edit screen shows: the field it is titled with, and a text field or
    /// the field's options with one ticked.
    struct ViewModel: Equatable, Sendable {
        let field: PlayerField
        let content: PlayerEditScreen.Content
        let isLoading: Bool
    }

    // MARK: - UseCases

    /// Selecting an option row; selecting the ticked one clears the value.
    enum SelectOption {
        struct Request: Sendable {
            let index: Int
        }

        struct Response: Sendable {
            let selectedIndex: Int?
        }
    }

    /// "Done": the edit is validated, then saved.
    enum Save {
        struct Request: Sendable {}

        struct Response: Sendable {
            let result: Result<Player, FootballGatherError>
        }
    }
}
