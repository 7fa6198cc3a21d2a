import FootballGatherModel
import TerminalUI

/// Confirm players: the selected players in "Bench", "Team A" and "Team B"; any row can
/// move to any section, and "Start Gather" starts the gather.
///
/// Layout only: the rows' texts and whether "Start Gather" is enabled are the presentation
/// layer's decisions, handed in ready to display.
public enum ConfirmPlayersScreen {
    public enum Button: String, ElementID {
        case startGather
    }

    /// What the user did on the screen, typed: views switch over it with no `default`.
    public enum Event: Equatable, Sendable {
        /// A row dragged to a section (see ``move(from:toSection:)``).
        case move(RowPath, toSection: Int)
        case tap(Button)
        /// "OK" on the error alert.
        case dismissError

        /// The screen's event for the toolkit's `event`; nil for an element it does not show.
        public init?(_ event: TerminalUI.Event) {
            let typed: Event? = switch event {
            case .move(let path, let section): .move(path, toSection: section)
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
        public static let title = "Confirm players"
        public static let startGather = "Start Gather"
        public static let bench = "Bench"
        public static let teamA = "Team A"
        public static let teamB = "Team B"
    }

    /// One player of the line-up, formatted by the presentation layer.
    public typealias Row = TeamRow

    /// The sections top to bottom: what a row's section index stands for.
    private static let sections: [LineUp.Section] = [.bench, .teamA, .teamB]

    /// The Confirm players screen: "Bench", "Team A" and "Team B", in that order.
    public static func make(
        bench: [Row],
        teamA: [Row],
        teamB: [Row],
        isStartEnabled: Bool,
        isLoading: Bool = false,
        errorMessage: String? = nil
    ) -> Screen {
        Screen(
            title: Text.title,
            sections: [
                Screen.Section(Text.bench, rows: bench.map(row)),
                Screen.Section(Text.teamA, rows: teamA.map(row)),
                Screen.Section(Text.teamB, rows: teamB.map(row)),
            ],
            isLoading: isLoading,
            buttons: [Screen.Button(Text.startGather, id: Button.startGather.id, isEnabled: isStartEnabled)],
            alert: errorMessage.map(Screen.Alert.error)
        )
    }

    /// The line-up section shown at `index` (Bench, Team A, Team B).
    public static func section(at index: Int) -> LineUp.Section? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// What a `move` event asks for: the row within its section, the section it leaves and
    /// the one it joins; nil when either section is not on the screen.
    public static func move(from path: RowPath, toSection index: Int) -> (row: Int, from: LineUp.Section, to: LineUp.Section)? {
        guard let from = section(at: path.section), let to = section(at: index) else { return nil }
        return (path.row, from, to)
    }

    private static func row(_ row: Row) -> Screen.Row {
        Screen.Row(row.name, id: "player-\(row.playerID)", detail: row.detail, isSelectable: false, isMovable: true)
    }
}
