import FootballGatherModel
import TerminalUI

/// Player edit: one field of a player, titled with the field's label. A text field
/// (Name, Age, Favourite team) or a list of options with the current one ticked
/// (Preferred position, Skill).
///
/// Layout only: the text, the options' titles and which one is ticked are the
/// presentation layer's decisions, handed in ready to display.
public enum PlayerEditScreen {
    /// Element ids the Views switch on. Option rows are addressed by index (one section).
    public enum ID {
        /// The text field of a text field's value.
        public static let value = "value"
        public static let done = "done"
    }

    /// Visible texts (the title and the field label are ``PlayerFieldText``).
    public enum Text {
        public static let done = "Done"
    }

    /// One option of a list field.
    public struct Option: Equatable, Sendable {
        public var title: String
        public var isChecked: Bool

        public init(title: String, isChecked: Bool) {
            self.title = title
            self.isChecked = isChecked
        }
    }

    /// What the screen edits with.
    public enum Content: Equatable, Sendable {
        /// A text field holding this text.
        case text(String)
        /// A list of options, top to bottom.
        case options([Option])
    }

    /// The Player edit screen of `field`.
    public static func make(
        field: PlayerField,
        content: Content,
        isLoading: Bool = false,
        errorMessage: String? = nil
    ) -> Screen {
        let title = PlayerFieldText.title(of: field)
        var screen = Screen(
            title: title,
            barButtons: [Screen.Button(Text.done, id: ID.done)],
            isLoading: isLoading,
            alert: errorMessage.map(Screen.Alert.error)
        )
        switch content {
        case .text(let text):
            screen.fields = [Screen.TextField(title, id: ID.value, value: text)]
        case .options(let options):
            screen.sections = [Screen.Section(rows: options.map { option in
                Screen.Row(option.title, accessory: .checkbox(isChecked: option.isChecked))
            })]
        }
        return screen
    }
}
