import TerminalUI

/// The "are you sure?" alert of destructive actions (delete a player, end a gather):
/// the app's fixed title and message with the actions "Yes" and "Cancel".
public enum ConfirmationAlert {
    /// The user's answer, by the action's title.
    public enum Answer: String, Equatable, Sendable {
        /// Goes ahead.
        case yes = "Yes"
        /// Changes nothing.
        case cancel = "Cancel"
    }

    /// A confirmation alert with `title` and `message`.
    public static func make(title: String, message: String) -> Screen.Alert {
        Screen.Alert(title: title, message: message, actions: [Answer.yes.rawValue, Answer.cancel.rawValue])
    }
}
