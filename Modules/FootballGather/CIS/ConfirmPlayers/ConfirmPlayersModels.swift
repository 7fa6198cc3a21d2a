import FootballGatherModel

/// The Confirm players scene's models. Its entities are Core's `LineUp` (who is on the
/// bench and in each team, and when a gather can start) and `Gather`.
enum ConfirmPlayersModels {
    // MARK: - ViewModels

    /// What the Confirm players screen shows.
    struct ViewModel: Equatable, Sendable {
        var lineUp: LineUp
        var isStartEnabled = false
        var isStarting = false
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
}
