import FootballGatherModel
import FootballGatherUI

/// The Confirm players scene's models. Its entities are the Model's `LineUp` (who is on the
/// bench and in each team, and when a gather can start) and `Gather`.
enum ConfirmPlayersModels {
    // MARK: - ViewModels

    /// What the Confirm players screen shows: each section's rows (name, position acronym).
    struct ViewModel: Equatable, Sendable {
        let bench: [ConfirmPlayersScreen.Row]
        let teamA: [ConfirmPlayersScreen.Row]
        let teamB: [ConfirmPlayersScreen.Row]
        let isStartEnabled: Bool
        let isLoading: Bool
    }

    // MARK: - UseCases

    /// Moving the `row`-th player of a section to another section.
    enum MovePlayer {
        struct Request: Sendable {
            let row: Int
            let section: LineUp.Section
            let destination: LineUp.Section
        }

        struct Response: Sendable {
            let playerID: Int64
            let destination: LineUp.Section
        }
    }

    /// "Start Gather": the gather is saved with both teams, the bench stays home.
    enum StartGather {
        struct Request: Sendable {}

        struct Response: Sendable {
            let result: Result<Gather, FootballGatherError>
        }
    }

    /// The gather started here has ended (flow handed back by Gather): passed on up to
    /// Players. Only the Worker acts on it.
    enum PassOnGatherEnd {
        struct Request: Sendable {}
    }
}
