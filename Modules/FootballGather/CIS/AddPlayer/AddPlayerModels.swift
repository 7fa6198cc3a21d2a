import FootballGatherModel

/// The Add player scene's models. Its entities are the Model's `PlayerDraft` and `Player`.
enum AddPlayerModels {
    // MARK: - ViewModels

    /// What the Add player screen shows.
    struct ViewModel: Equatable, Sendable {
        let name: String
        /// "Done" applies once the trimmed name is not empty (the Model's `PlayerDraft.canSubmit`).
        let isDoneEnabled: Bool
        let isLoading: Bool
    }

    // MARK: - UseCases

    /// "Done": the name becomes a new player of the user.
    enum Save {
        struct Request: Sendable {}

        struct Response: Sendable {
            let result: Result<Player, FootballGatherError>
        }
    }
}
