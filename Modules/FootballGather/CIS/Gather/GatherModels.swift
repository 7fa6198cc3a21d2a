import FootballGatherModel

/// The Gather scene's models. Its entities are Core's `Gather`, `Score` and `GatherTimer`
/// (the countdown's pure state machine), and the picker's selection below.
enum GatherModels {
    // MARK: - Entities

    /// The time picker's rows while it is open, before "Done" applies them.
    struct TimeSelection: Equatable, Sendable {
        var minutes: Int
        var seconds: Int
    }

    // MARK: - ViewModels

    /// What the Gather screen shows.
    struct ViewModel: Equatable, Sendable {
        let teamA: [Player]
        let teamB: [Player]
        var score = Score.zero
        var timer = GatherTimer()
        /// Non-nil while the time picker is open.
        var pickedTime: TimeSelection?
        var isConfirmingEnd = false
        var isEnding = false
    }

    // MARK: - UseCases

    /// "Yes" to "End Gather": the score and its winner are saved and the gather ends.
    enum EndGather {
        struct Request: Sendable {}

        struct Response: Sendable {
            let result: Result<Gather, FootballGatherError>
        }
    }
}
