import FootballGatherModel
import FootballGatherUI

/// The Player edit scene's use cases: what the ViewController asks (`Request`), what the
/// Interactor answers (`Response`) and what the Presenter makes of it (`ViewModel`).
enum PlayerEdit {
    /// Filling the editor as it shows. Ticking an option re-presents it, so its answer is
    /// this Response and ViewModel too.
    enum FetchField {
        struct Request {}

        struct Response: Equatable {
            enum Value: Equatable {
                /// A text field's value, as the user edits it.
                case text(String)
                /// A list field: the option ticked, if any.
                case option(Int?)
            }

            let field: PlayerField
            let value: Value
        }

        struct ViewModel: Equatable {
            let field: PlayerField
            let content: PlayerEditScreen.Content
        }
    }

    /// Ticking an option; ticking the ticked one again clears the value.
    enum SelectOption {
        struct Request: Equatable {
            let index: Int
        }
    }

    /// "Done": the text field's text, or the ticked option, saved as this field; on bad
    /// input or a failed save, what the user entered stays.
    enum SavePlayer {
        struct Request: Equatable {
            let text: String
        }

        /// Nil error: saved, and Player details told.
        struct Response: Equatable {
            let error: FootballGatherError?
        }

        struct ViewModel: Equatable {
            /// The error alert's message; nil to close the editor.
            let errorMessage: String?
        }
    }

    /// The save running, or done: the screen's loading indicator.
    typealias Loading = LoadingModels
}
