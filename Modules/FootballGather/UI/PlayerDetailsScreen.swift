import FootballGatherModel
import TerminalUI

/// Player details: every field of one player in three sections, "Personal" (Name, Age),
/// "Play" (Preferred position, Skill) and "Likes" (Favourite team); selecting a row opens
/// Player edit for that field.
///
/// Layout only: the title and each field's value are formatted by the presentation layer.
public enum PlayerDetailsScreen {
    /// Visible texts (row labels are ``PlayerFieldText``).
    public enum Text {
        public static let personal = "Personal"
        public static let play = "Play"
        public static let likes = "Likes"
    }

    /// What the user did on the screen, typed: views switch over it with no `default`.
    public enum Event: Equatable, Sendable {
        /// A field's row, which opens its editor.
        case select(RowPath)

        /// The screen's event for the toolkit's `event`; nil for an element it does not show.
        public init?(_ event: TerminalUI.Event) {
            guard case .select(let path) = event else { return nil }
            self = .select(path)
        }
    }

    /// The sections top to bottom with their rows: what a row's position stands for.
    private static let sections: [(title: String, fields: [PlayerField])] = [
        (Text.personal, [.name, .age]),
        (Text.play, [.preferredPosition, .skill]),
        (Text.likes, [.favouriteTeam]),
    ]

    /// The Player details screen.
    /// - Parameters:
    ///   - title: the navigation bar title.
    ///   - values: each field's value as shown; a field without one shows nothing.
    public static func make(title: String, values: [PlayerField: String]) -> Screen {
        Screen(
            title: title,
            sections: sections.map { section in
                Screen.Section(section.title, rows: section.fields.map { field in
                    Screen.Row(PlayerFieldText.title(of: field), detail: values[field], accessory: .disclosure)
                })
            }
        )
    }

    /// The field a selected row stands for, or nil for a position outside the screen.
    public static func field(at path: RowPath) -> PlayerField? {
        guard sections.indices.contains(path.section) else { return nil }
        let fields = sections[path.section].fields
        return fields.indices.contains(path.row) ? fields[path.row] : nil
    }
}
