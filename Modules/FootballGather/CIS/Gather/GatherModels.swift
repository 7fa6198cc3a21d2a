import FootballGatherModel
import FootballGatherUI

/// The Gather scene's models. Its entities are the Model's `Gather`, `Score` and `GatherTimer`
/// (the countdown's pure state machine), and the picker's pending choice below.
enum GatherModels {
    // MARK: - Entities

    /// The time picker's rows while it is open, before "Done" applies them.
    struct PickedTime: Equatable, Sendable {
        var minutes: Int
        var seconds: Int
    }

    // MARK: - ViewModels

    /// What the Gather screen shows.
    struct ViewModel: Equatable, Sendable {
        /// The time left, "mm:ss".
        let time: String
        let teamAScore: Int
        let teamBScore: Int
        let teamA: [GatherScreen.Row]
        let teamB: [GatherScreen.Row]
        /// The timer buttons (the action titled Start, Pause or Resume), or the picker.
        let controls: GatherScreen.Controls
        let isLoading: Bool
        let alert: GatherScreen.Alert?
    }

    // MARK: - UseCases

    /// A timer button (or leaving the screen): the timer changes, and the Worker's
    /// countdown starts or stops with it.
    enum RunTimer {
        enum Command: Sendable {
            /// Start, pause or resume.
            case toggle
            /// Stop and put the selected time back.
            case cancel
            /// The picker's "Done": select the picked time and stop.
            case applyPickedTime
        }

        struct Request: Sendable {
            let command: Command
        }

        struct Response: Sendable {
            let command: Command
        }
    }

    /// "Yes" to "End Gather": the score and its winner are saved and the gather ends.
    enum EndGather {
        struct Request: Sendable {}

        struct Response: Sendable {
            let result: Result<Gather, FootballGatherError>
        }
    }
}
