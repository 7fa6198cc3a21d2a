import TerminalUI

/// The "are you sure?" alert of destructive actions (delete a player, end a gather):
/// the spec's title and message with the actions "Yes" and "Cancel".
public enum ConfirmationAlert {
    /// The action that goes ahead.
    public static let yes = "Yes"
    /// The action that changes nothing.
    public static let cancel = "Cancel"

    /// A confirmation alert with `title` and `message`.
    public static func make(title: String, message: String) -> Screen.Alert {
        Screen.Alert(title: title, message: message, actions: [yes, cancel])
    }

    /// Whether the chosen `action` goes ahead.
    public static func isConfirmed(_ action: String) -> Bool {
        action == yes
    }
}
