import FootballGatherModel
import FootballGatherUI

/// The Gather scene's use cases: what the ViewController asks (`Request`), what the
/// Interactor answers (`Response`) and what the Presenter makes of it (`ViewModel`).
///
/// The scene's name is also the Model's entity's: inside this module `Gather` is this
/// namespace, and the entity is written `FootballGatherModel.Gather`.
enum Gather {
    /// The time picker's rows while it is open, before "Done" applies them.
    struct PickedTime: Equatable {
        var minutes: Int
        var seconds: Int
    }

    /// Showing the gather: teams, score, countdown, the picker and the end question. Every
    /// use case but the end re-presents it, so their answer is this Response and ViewModel.
    enum FetchGather {
        struct Request {}

        struct Response: Equatable {
            let teamA: [Player]
            let teamB: [Player]
            let score: Score
            let timer: GatherTimer
            /// The picker's rows, while it is open.
            let pickedTime: PickedTime?
            let isConfirmingEnd: Bool
            let isEnding: Bool
        }

        struct ViewModel: Equatable {
            let teamA: [GatherScreen.Row]
            let teamB: [GatherScreen.Row]
            let teamAScore: Int
            let teamBScore: Int
            /// "mm:ss".
            let time: String
            let controls: GatherScreen.Controls
            let isLoading: Bool
            /// The end question (errors are alerts over the stack).
            let alert: GatherScreen.Alert?
        }
    }

    /// A score stepper's new value.
    enum ChangeScore {
        struct Request: Equatable {
            let team: Team
            let goals: Int
        }
    }

    /// The timer's action button: Start, Pause or Resume.
    enum ToggleTimer {
        struct Request {}
    }

    /// The timer's "Cancel", or leaving Gather: stopped, back to the selected time.
    enum CancelTimer {
        struct Request {}
    }

    /// "Set" opens the picker on the selected time; a row picked; its "Cancel" or "Done".
    enum SetTime {
        enum Step: Equatable {
            case open
            case pickMinutes(Int)
            case pickSeconds(Int)
            case cancel
            /// Selects the picked time, which stops the countdown.
            case done
        }

        struct Request: Equatable {
            let step: Step
        }
    }

    /// "End Gather" asks; "Yes" saves the score and ends the gather, back to Players;
    /// "Cancel" only closes the question.
    enum EndGather {
        struct Request {}

        struct Response: Equatable {}

        struct ViewModel: Equatable {}
    }

    /// A failed end: the error alert. Score and countdown carry on as they were.
    typealias Failure = FailureModels
}
