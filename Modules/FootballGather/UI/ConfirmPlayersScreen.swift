import FootballGatherCore
import TerminalUI

/// Confirm players: the selected players in "Bench", "Team A" and "Team B"; any row can
/// move to any section, and "Start Gather" starts once both teams have someone.
public enum ConfirmPlayersScreen {
    /// Element ids the Views switch on.
    public enum ID {
        public static let startGather = "startGather"
    }

    /// Visible texts (section titles are ``LineUp/Section/title``).
    public enum Text {
        public static let title = "Confirm players"
        public static let startGather = "Start Gather"
    }

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
                Screen.Section(section.title, rows: lineUp.players(in: section).map(row))
            },
            isLoading: isLoading,
            buttons: [Screen.Button(Text.startGather, id: ID.startGather, isEnabled: isStartEnabled)],
            alert: errorMessage.map(Screen.Alert.error)
        )
    }

    /// The line-up section shown at `index` (the order of ``LineUp/Section/allCases``).
    public static func section(at index: Int) -> LineUp.Section? {
        let sections = LineUp.Section.allCases
        return sections.indices.contains(index) ? sections[index] : nil
    }

    private static func row(_ player: Player) -> Screen.Row {
        Screen.Row(player.name, id: "player-\(player.id)", detail: player.teamRowDetail,
                   isSelectable: false, isMovable: true)
    }
}
