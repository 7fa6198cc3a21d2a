import TerminalUI

/// The Players screen, root after login: the roster in list mode (open, delete, add) or
/// in selection mode (tick players for a gather).
///
/// Layout only: the title, the rows' texts, what is enabled and which alert shows are the
/// presentation layer's decisions, handed in ready to display.
public enum PlayerListScreen {
    /// Which of the screen's two layouts shows.
    public enum Mode: Equatable, Sendable {
        /// Rows open Player details and can be deleted; the bar has Logout, History and
        /// Select, the bottom "Add player".
        case list(isSelectEnabled: Bool)
        /// Rows carry a tick; the bar has Cancel, the bottom "Confirm players".
        case selection(isConfirmEnabled: Bool)
    }

    /// One player row, formatted by the presentation layer.
    public struct Row: Equatable, Sendable {
        public var playerID: Int64
        public var name: String
        public var detail: String
        /// The tick shown in selection mode (list mode shows none).
        public var isChecked: Bool

        public init(playerID: Int64, name: String, detail: String, isChecked: Bool = false) {
            self.playerID = playerID
            self.name = name
            self.detail = detail
            self.isChecked = isChecked
        }
    }

    /// The alert on top of the screen.
    public enum Alert: Equatable, Sendable {
        /// "Error" with the message and "OK".
        case error(String)
        /// "Delete player" with Yes / Cancel.
        case confirmDeletion
    }

    public enum Button: String, ElementID {
        case logout, history, select, cancel, addPlayer, confirmPlayers
    }

    /// What the user did on the screen, typed: views switch over it with no `default`.
    /// Rows are addressed by index: the screen has one section.
    public enum Event: Equatable, Sendable {
        case tap(Button)
        case select(RowPath)
        /// Swipe to delete, in list mode.
        case delete(RowPath)
        /// The answer to "Delete player".
        case answer(ConfirmationAlert.Answer)
        /// "OK" on the error alert.
        case dismissError

        /// The screen's event for the toolkit's `event`; nil for an element it does not show.
        public init?(_ event: TerminalUI.Event) {
            let typed: Event? = switch event {
            case .tap(let id): Button(id: id).map(Event.tap)
            case .select(let path): .select(path)
            case .delete(let path): .delete(path)
            case .alert(Screen.Alert.ok): .dismissError
            case .alert(let action): ConfirmationAlert.Answer(rawValue: action).map(Event.answer)
            default: nil
            }
            guard let typed else { return nil }
            self = typed
        }
    }

    /// Visible texts.
    public enum Text {
        /// The title in list mode.
        public static let title = "Players"
        public static let logout = "Logout"
        public static let history = "History"
        public static let select = "Select"
        public static let cancel = "Cancel"
        public static let addPlayer = "Add player"
        public static let confirmPlayers = "Confirm players"
        public static let empty = "There aren't any players for your user."
        public static let deleteTitle = "Delete player"
        public static let deleteMessage = "Are you sure you want to delete the selected player?"
    }

    /// The Players screen.
    /// - Parameters:
    ///   - title: the navigation bar title.
    ///   - rows: the roster, in the order to show.
    ///   - showsEmptyMessage: shows ``Text/empty`` instead of the rows.
    public static func make(
        title: String,
        mode: Mode,
        rows: [Row],
        showsEmptyMessage: Bool,
        isLoading: Bool = false,
        alert: Alert? = nil
    ) -> Screen {
        Screen(
            title: title,
            barButtons: barButtons(for: mode),
            sections: rows.isEmpty ? [] : [Screen.Section(rows: rows.map { row($0, in: mode) })],
            emptyMessage: showsEmptyMessage ? Text.empty : nil,
            isLoading: isLoading,
            buttons: [bottomButton(for: mode)],
            alert: alert.map(screenAlert)
        )
    }

    private static func barButtons(for mode: Mode) -> [Screen.Button] {
        switch mode {
        case .list(let isSelectEnabled):
            [
                Screen.Button(Text.logout, id: Button.logout.id),
                Screen.Button(Text.history, id: Button.history.id),
                Screen.Button(Text.select, id: Button.select.id, isEnabled: isSelectEnabled),
            ]
        case .selection:
            [Screen.Button(Text.cancel, id: Button.cancel.id)]
        }
    }

    private static func bottomButton(for mode: Mode) -> Screen.Button {
        switch mode {
        case .list:
            Screen.Button(Text.addPlayer, id: Button.addPlayer.id)
        case .selection(let isConfirmEnabled):
            Screen.Button(Text.confirmPlayers, id: Button.confirmPlayers.id, isEnabled: isConfirmEnabled)
        }
    }

    private static func row(_ row: Row, in mode: Mode) -> Screen.Row {
        switch mode {
        case .list:
            Screen.Row(row.name, id: "player-\(row.playerID)", detail: row.detail, accessory: .disclosure, isDeletable: true)
        case .selection:
            Screen.Row(row.name, id: "player-\(row.playerID)", detail: row.detail, accessory: .checkbox(isChecked: row.isChecked))
        }
    }

    private static func screenAlert(_ alert: Alert) -> Screen.Alert {
        switch alert {
        case .error(let message): .error(message)
        case .confirmDeletion: ConfirmationAlert.make(title: Text.deleteTitle, message: Text.deleteMessage)
        }
    }
}
