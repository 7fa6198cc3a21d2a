import TerminalUI

/// Add player: a name, and "Done" once it is not blank.
public enum AddPlayerScreen {
    /// Element ids the Views switch on.
    public enum ID {
        public static let name = "name"
        public static let done = "done"
    }

    /// Visible texts.
    public enum Text {
        public static let title = "Add Player"
        public static let name = "Name"
        public static let namePlaceholder = "Enter name of the player"
        public static let done = "Done"
    }

    /// The Add player screen.
    /// - Parameters:
    ///   - isDoneEnabled: whether the name can be saved (see `PlayerDraft.canSubmit`).
    ///   - errorMessage: shown as the error alert.
    public static func make(
        name: String,
        isDoneEnabled: Bool,
        isLoading: Bool = false,
        errorMessage: String? = nil
    ) -> Screen {
        Screen(
            title: Text.title,
            barButtons: [Screen.Button(Text.done, id: ID.done, isEnabled: isDoneEnabled)],
            fields: [Screen.TextField(Text.name, id: ID.name, value: name, placeholder: Text.namePlaceholder)],
            isLoading: isLoading,
            alert: errorMessage.map(Screen.Alert.error)
        )
    }
}
