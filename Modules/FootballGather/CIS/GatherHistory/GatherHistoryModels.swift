import FootballGatherModel

/// The History scene's models. Its entities are Core's ended `Gather`s.
enum GatherHistoryModels {
    // MARK: - ViewModels

    /// What the History screen shows.
    struct ViewModel: Equatable, Sendable {
        /// Newest first; nil until the history has loaded once (no empty message before).
        var gathers: [Gather]?
        var isLoading = false
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
