import FootballGatherModel
import TerminalUI

/// The Players screen, root after login: the roster in list mode (open, delete, add) or
/// in selection mode (tick players for a gather).
// Temporary: the entity-taking builder, until every pattern formats its own rows.
extension PlayerListScreen {
    /// What the screen is doing with its rows.
    public enum LegacyMode: Equatable, Sendable {
        /// Rows open Player details and can be deleted.
        case list
        /// Rows toggle a tick; `canConfirm` enables "Confirm players".
        case selection(selectedIDs: Set<Int64>, canConfirm: Bool)
    }

    /// The Players screen.
    /// - Parameters:
    ///   - players: the roster, in the order to show; nil until it has loaded once (no rows,
    ///     and no empty message: an empty roster is only claimed once it is known).
    ///   - errorMessage: shown as the error alert; it wins over the delete confirmation.
    ///   - isConfirmingDeletion: shows "Delete player" (Yes / Cancel).
    public static func make(
        players: [Player]?,
        mode: LegacyMode,
        isLoading: Bool = false,
        errorMessage: String? = nil,
        isConfirmingDeletion: Bool = false
    ) -> Screen {
        let rows = (players ?? []).map { legacyRow(for: $0, in: mode) }
        return Screen(
            title: legacyTitle(for: mode),
            barButtons: legacyBarButtons(for: mode, hasPlayers: !rows.isEmpty),
            sections: rows.isEmpty ? [] : [Screen.Section(rows: rows)],
            emptyMessage: players == [] && !isLoading ? Text.empty : nil,
            isLoading: isLoading,
            buttons: [legacyBottomButton(for: mode)],
            alert: errorMessage.map(Screen.Alert.error)
                ?? (isConfirmingDeletion ? ConfirmationAlert.make(title: Text.deleteTitle, message: Text.deleteMessage) : nil)
        )
    }

    private static func legacyTitle(for mode: LegacyMode) -> String {
        switch mode {
        case .list: Text.title
        case .selection(let selectedIDs, _): "\(selectedIDs.count) selected"
        }
    }

    private static func legacyBarButtons(for mode: LegacyMode, hasPlayers: Bool) -> [Screen.Button] {
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

    private static func legacyBottomButton(for mode: LegacyMode) -> Screen.Button {
        switch mode {
        case .list:
            Screen.Button(Text.addPlayer, id: ID.addPlayer)
        case .selection(_, let canConfirm):
            Screen.Button(Text.confirmPlayers, id: ID.confirmPlayers, isEnabled: canConfirm)
        }
    }

    private static func legacyRow(for player: Player, in mode: LegacyMode) -> Screen.Row {
        switch mode {
        case .list:
            Screen.Row(player.name, id: "player-\(player.id)", detail: player.rowDetail, accessory: .disclosure, isDeletable: true)
        case .selection(let selectedIDs, _):
            Screen.Row(player.name, id: "player-\(player.id)", detail: player.rowDetail,
                       accessory: .checkbox(isChecked: selectedIDs.contains(player.id)))
        }
    }
}
