import TerminalUI

/// Add player: a name, and "Done" once it is not blank.
public enum AddPlayerScreen {
    public enum Field: String, ElementID {
        case name
    }

    public enum Button: String, ElementID {
        case done
    }

    /// What the user did on the screen, typed: views switch over it with no `default`.
    public enum Event: Equatable, Sendable {
        case edit(Field, text: String)
        case tap(Button)
        /// "OK" on the error alert.
        case dismissError

        /// The screen's event for the toolkit's `event`; nil for an element it does not show.
        public init?(_ event: TerminalUI.Event) {
            let typed: Event? = switch event {
            case .edit(let id, let text): Field(id: id).map { .edit($0, text: text) }
            case .tap(let id): Button(id: id).map(Event.tap)
            case .alert(Screen.Alert.ok): .dismissError
            default: nil
            }
            guard let typed else { return nil }
            self = typed
        }
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
            barButtons: [Screen.Button(Text.done, id: Button.done.id, isEnabled: isDoneEnabled)],
            fields: [Screen.TextField(Text.name, id: Field.name.id, value: name, placeholder: Text.namePlaceholder)],
            isLoading: isLoading,
            alert: errorMessage.map(Screen.Alert.error)
        )
    }
}
