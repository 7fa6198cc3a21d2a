import FootballGatherModel
import TerminalUI

/// Confirm players: the selected players in "Bench", "Team A" and "Team B"; any row can
/// move to any section, and "Start Gather" starts once both teams have someone.
// Temporary: the entity-taking builder, until every pattern formats its own rows.
extension ConfirmPlayersScreen {
    /// The Confirm players screen.
    /// - Parameters:
    ///   - lineUp: who is where; sections follow ``LineUp/Section/allCases``.
    ///   - isStartEnabled: whether the gather can start (see ``LineUp/canStartGather``).
    ///   - errorMessage: shown as the error alert.
    public static func make(
        lineUp: LineUp,
        isStartEnabled: Bool,
        isLoading: Bool = false,
        errorMessage: String? = nil
    ) -> Screen {
        Screen(
            title: Text.title,
            sections: LineUp.Section.allCases.map { section in
                Screen.Section(section.title, rows: lineUp.players(in: section).map(legacyRow))
            },
            isLoading: isLoading,
            buttons: [Screen.Button(Text.startGather, id: ID.startGather, isEnabled: isStartEnabled)],
            alert: errorMessage.map(Screen.Alert.error)
        )
    }

    private static func legacyRow(_ player: Player) -> Screen.Row {
        Screen.Row(player.name, id: "player-\(player.id)", detail: player.teamRowDetail,
                   isSelectable: false, isMovable: true)
    }
}
