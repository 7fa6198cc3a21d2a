import FootballGatherModel
import TerminalUI

/// Player edit: one field of a player, titled with the field's label. A text field
/// (Name, Age, Favourite team) or a list of options with the current one ticked
/// (Preferred position, Skill).
///
/// Layout only: the text, the options' titles and which one is ticked are the
/// presentation layer's decisions, handed in ready to display.
public enum PlayerEditScreen {
    public enum Field: String, ElementID {
        /// The text field of a text field's value.
        case value
    }

    public enum Button: String, ElementID {
        case done
    }

    /// What the user did on the screen, typed: views switch over it with no `default`.
    public enum Event: Equatable, Sendable {
        case edit(Field, text: String)
        /// An option row, by its index (the screen has one section).
        case select(RowPath)
        case tap(Button)
        /// "OK" on the error alert.
        case dismissError

        /// The screen's event for the toolkit's `event`; nil for an element it does not show.
        public init?(_ event: TerminalUI.Event) {
            let typed: Event? = switch event {
            case .edit(let id, let text): Field(id: id).map { .edit($0, text: text) }
            case .select(let path): .select(path)
            case .tap(let id): Button(id: id).map(Event.tap)
            case .alert(Screen.Alert.ok): .dismissError
            default: nil
            }
            guard let typed else { return nil }
            self = typed
        }
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
            barButtons: [Screen.Button(Text.done, id: Button.done.id)],
            isLoading: isLoading,
            alert: errorMessage.map(Screen.Alert.error)
        )
        switch content {
        case .text(let text):
            screen.fields = [Screen.TextField(title, id: Field.value.id, value: text)]
        case .options(let options):
            screen.sections = [Screen.Section(rows: options.map { option in
                Screen.Row(option.title, accessory: .checkbox(isChecked: option.isChecked))
            })]
        }
        return screen
    }
}
