import FootballGatherModel
import FootballGatherUI

/// The History scene's models. Its entities are the Model's ended `Gather`s.
enum GatherHistoryModels {
    // MARK: - ViewModels

    /// What the History screen shows.
    struct ViewModel: Equatable, Sendable {
        /// Newest first: `"2025-03-14 18:30 — Team A 2 : 1 Team B"` with `"Winner: Team A"`.
        let rows: [GatherHistoryScreen.Row]
        /// Only once the history is known to be empty (loaded, and not reloading).
        let showsEmptyMessage: Bool
        let isLoading: Bool
    }

    // MARK: - UseCases

    /// Loading the user's ended gathers as the screen appears.
    enum LoadHistory {
        struct Request: Sendable {}

        struct Response: Sendable {
            let result: Result<[Gather], FootballGatherError>
        }
    }
}
