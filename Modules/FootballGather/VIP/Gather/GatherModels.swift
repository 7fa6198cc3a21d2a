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

    /// Showing the gather: teams, score, countdown, the picker and the end question. The
    /// screen always shows all of its state, so every use case but the end answers with this
    /// Response and ViewModel.
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
            /// The end question (an error is the error alert, `EndGather`'s).
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

    /// "Set": the picker opens on the selected time.
    enum OpenPicker {
        struct Request {}
    }

    /// A row of the picker's minutes.
    enum PickMinutes {
        struct Request: Equatable {
            let row: Int
        }
    }

    /// A row of the picker's seconds.
    enum PickSeconds {
        struct Request: Equatable {
            let row: Int
        }
    }

    /// The picker's "Cancel": closed, the time as it was.
    enum CancelPicker {
        struct Request {}
    }

    /// The picker's "Done": the picked time is selected, which stops the countdown.
    enum SetTime {
        struct Request {}
    }

    /// "End Gather": the question whether to end it.
    enum RequestEnd {
        struct Request {}
    }

    /// The question's "Yes": the score is saved and the gather ended, back to Players; after
    /// a failure score and countdown carry on as they were.
    enum EndGather {
        struct Request {}

        /// Nil error: ended, and Confirm players told.
        struct Response: Equatable {
            let error: FootballGatherError?
        }

        struct ViewModel: Equatable {
            /// The error alert's message; nil to close the flow.
            let errorMessage: String?
        }
    }

    /// The question's "Cancel": only the question closes.
    enum CancelEnd {
        struct Request {}
    }
}
