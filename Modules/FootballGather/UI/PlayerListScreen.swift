import FootballGatherCore
import TerminalUI

/// The Players screen, root after login: the roster in list mode (open, delete, add) or
/// in selection mode (tick players for a gather).
public enum PlayerListScreen {
    /// What the screen is doing with its rows.
    public enum Mode: Equatable, Sendable {
        /// Rows open Player details and can be deleted.
        case list
        /// Rows toggle a tick; `canConfirm` enables "Confirm players".
        case selection(selectedIDs: Set<Int64>, canConfirm: Bool)
    }

    /// Element ids the Views switch on. Rows are addressed by index: the screen has one section.
    public enum ID {
        public static let logout = "logout"
        public static let history = "history"
        public static let select = "select"
        public static let cancel = "cancel"
        public static let addPlayer = "addPlayer"
        public static let confirmPlayers = "confirmPlayers"
    }

    /// Visible texts.
    public enum Text {
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

        /// The title in selection mode: "2 selected".
        public static func selected(_ count: Int) -> String { "\(count) selected" }
    }

    /// The Players screen.
    /// - Parameters:
    ///   - players: the roster, in the order to show; nil until it has loaded once (no rows,
    ///     and no empty message: an empty roster is only claimed once it is known).
    ///   - errorMessage: shown as the error alert; it wins over the delete confirmation.
    ///   - isConfirmingDeletion: shows "Delete player" (Yes / Cancel).
    public static func make(
        players: [Player]?,
        mode: Mode,
        isLoading: Bool = false,
        errorMessage: String? = nil,
        isConfirmingDeletion: Bool = false
    ) -> Screen {
        let rows = (players ?? []).map { row(for: $0, in: mode) }
        return Screen(
            title: title(for: mode),
            barButtons: barButtons(for: mode, hasPlayers: !rows.isEmpty),
            sections: rows.isEmpty ? [] : [Screen.Section(rows: rows)],
            emptyMessage: players == [] && !isLoading ? Text.empty : nil,
            isLoading: isLoading,
            buttons: [bottomButton(for: mode)],
            alert: errorMessage.map(Screen.Alert.error)
                ?? (isConfirmingDeletion ? ConfirmationAlert.make(title: Text.deleteTitle, message: Text.deleteMessage) : nil)
        )
    }

    private static func title(for mode: Mode) -> String {
        switch mode {
        case .list: Text.title
        case .selection(let selectedIDs, _): Text.selected(selectedIDs.count)
        }
    }

    private static func barButtons(for mode: Mode, hasPlayers: Bool) -> [Screen.Button] {
        switch mode {
        case .list:
            [
                Screen.Button(Text.logout, id: ID.logout),
                Screen.Button(Text.history, id: ID.history),
                Screen.Button(Text.select, id: ID.select, isEnabled: hasPlayers),
            ]
        case .selection:
            [Screen.Button(Text.cancel, id: ID.cancel)]
        }
    }

    private static func bottomButton(for mode: Mode) -> Screen.Button {
        switch mode {
        case .list:
            Screen.Button(Text.addPlayer, id: ID.addPlayer)
        case .selection(_, let canConfirm):
            Screen.Button(Text.confirmPlayers, id: ID.confirmPlayers, isEnabled: canConfirm)
        }
    }

    private static func row(for player: Player, in mode: Mode) -> Screen.Row {
        switch mode {
        case .list:
            Screen.Row(player.name, id: "player-\(player.id)", detail: player.rowDetail, accessory: .disclosure, isDeletable: true)
        case .selection(let selectedIDs, _):
            Screen.Row(player.name, id: "player-\(player.id)", detail: player.rowDetail,
                       accessory: .checkbox(isChecked: selectedIDs.contains(player.id)))
        }
    }
}
