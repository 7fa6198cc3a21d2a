import FootballGatherModel
import TerminalUI

/// Gather in progress: the countdown, one score stepper per team, the two teams, and
/// either the timer buttons or the Minutes/Seconds picker with "Cancel" / "Done".
///
/// Layout only: the time text, the button titles, which controls show and which alert
/// shows are the presentation layer's decisions, handed in ready to display.
public enum GatherScreen {
    /// The timer button keeps one id while its title goes Start → Pause → Resume.
    public enum Button: String, ElementID {
        case timerAction, setTimer, cancelTimer, endGather, cancelPicker, donePicker
    }

    public enum Stepper: ElementID {
        /// The score stepper of a team.
        case score(Team)

        public var id: String {
            switch self {
            case .score(.teamA): "scoreTeamA"
            case .score(.teamB): "scoreTeamB"
            }
        }

        public init?(id: String) {
            guard let team = Team.allCases.first(where: { Stepper.score($0).id == id }) else { return nil }
            self = .score(team)
        }
    }

    public enum Picker: String, ElementID {
        case timePicker
    }

    /// What the user did on the screen, typed: views switch over it with no `default`.
    public enum Event: Equatable, Sendable {
        case step(Stepper, value: Int)
        case tap(Button)
        /// A component of the time picker now selects `row`.
        case pick(PickerComponent, row: Int)
        /// The answer to "End Gather".
        case answer(ConfirmationAlert.Answer)
        /// "OK" on the error alert.
        case dismissError

        /// The screen's event for the toolkit's `event`; nil for an element it does not show.
        public init?(_ event: TerminalUI.Event) {
            let typed: Event? = switch event {
            case .step(let id, let value): Stepper(id: id).map { .step($0, value: value) }
            case .tap(let id): Button(id: id).map(Event.tap)
            case .pick(Picker.timePicker.id, let component, let row): PickerComponent(rawValue: component).map { .pick($0, row: row) }
            case .alert(Screen.Alert.ok): .dismissError
            case .alert(let action): ConfirmationAlert.Answer(rawValue: action).map(Event.answer)
            default: nil
            }
            guard let typed else { return nil }
            self = typed
        }
    }

    /// The components of the time picker, in order.
    public enum PickerComponent: Int, CaseIterable, Sendable {
        case minutes
        case seconds
    }

    /// Visible texts.
    public enum Text {
        public static let title = "Gather in progress"
        public static let teamA = "Team A"
        public static let teamB = "Team B"
        public static let setTimer = "Set"
        public static let cancel = "Cancel"
        public static let done = "Done"
        public static let endGather = "End Gather"
        public static let minutes = "Minutes"
        public static let seconds = "Seconds"
        public static let endTitle = "End Gather"
        public static let endMessage = "Are you sure you want to end the gather?"
    }

    /// One player of a team, formatted by the presentation layer.
    public typealias Row = TeamRow

    /// The Minutes / Seconds picker: the selected row of each component. The rows are the
    /// storyboard's, the same in every pattern.
    public struct TimePicker: Equatable, Sendable {
        /// The Minutes component: "0 min"…"59 min".
        public static let minuteRows = (0...59).map { "\($0) min" }
        /// The Seconds component: "0 sec"…"59 sec".
        public static let secondRows = (0...59).map { "\($0) sec" }

        public var selectedMinute: Int
        public var selectedSecond: Int

        public init(selectedMinute: Int, selectedSecond: Int) {
            self.selectedMinute = selectedMinute
            self.selectedSecond = selectedSecond
        }
    }

    /// What the bottom of the screen shows.
    public enum Controls: Equatable, Sendable {
        /// The timer action button (its title and whether it is enabled), "Set", "Cancel"
        /// and "End Gather".
        case timer(actionTitle: String, isActionEnabled: Bool)
        /// The time picker, with "Cancel" and "Done" instead of the timer buttons.
        case timePicker(TimePicker)
    }

    /// The alert on top of the screen.
    public enum Alert: Equatable, Sendable {
        /// "Error" with the message and "OK".
        case error(String)
        /// "End Gather" with Yes / Cancel.
        case confirmEnd
    }

    /// The Gather screen.
    /// - Parameters:
    ///   - time: the countdown as shown under the bar.
    ///   - teamAScore, teamBScore: the steppers' values (within ``Score/range``).
    public static func make(
        time: String,
        teamAScore: Int,
        teamBScore: Int,
        teamA: [Row],
        teamB: [Row],
        controls: Controls,
        isLoading: Bool = false,
        alert: Alert? = nil
    ) -> Screen {
        Screen(
            title: Text.title,
            labels: [time],
            steppers: [
                Screen.Stepper(Text.teamA, id: Stepper.score(.teamA).id, value: teamAScore, range: Score.range),
                Screen.Stepper(Text.teamB, id: Stepper.score(.teamB).id, value: teamBScore, range: Score.range),
            ],
            pickers: picker(for: controls),
            sections: [section(Text.teamA, teamA), section(Text.teamB, teamB)],
            isLoading: isLoading,
            buttons: buttons(for: controls),
            alert: alert.map(screenAlert)
        )
    }

    private static func section(_ title: String, _ rows: [Row]) -> Screen.Section {
        Screen.Section(title, rows: rows.map { row in
            Screen.Row(row.name, id: "player-\(row.playerID)", detail: row.detail, isSelectable: false)
        })
    }

    private static func buttons(for controls: Controls) -> [Screen.Button] {
        switch controls {
        case .timer(let actionTitle, let isActionEnabled):
            [
                Screen.Button(actionTitle, id: Button.timerAction.id, isEnabled: isActionEnabled),
                Screen.Button(Text.setTimer, id: Button.setTimer.id),
                Screen.Button(Text.cancel, id: Button.cancelTimer.id),
                Screen.Button(Text.endGather, id: Button.endGather.id),
            ]
        case .timePicker:
            [
                Screen.Button(Text.cancel, id: Button.cancelPicker.id),
                Screen.Button(Text.done, id: Button.donePicker.id),
            ]
        }
    }

    private static func picker(for controls: Controls) -> [Screen.Picker] {
        guard case .timePicker(let picker) = controls else { return [] }
        return [Screen.Picker(id: Picker.timePicker.id, components: [
            Screen.Picker.Component(Text.minutes, rows: TimePicker.minuteRows, selectedIndex: picker.selectedMinute),
            Screen.Picker.Component(Text.seconds, rows: TimePicker.secondRows, selectedIndex: picker.selectedSecond),
        ])]
    }

    private static func screenAlert(_ alert: Alert) -> Screen.Alert {
        switch alert {
        case .error(let message): .error(message)
        case .confirmEnd: ConfirmationAlert.make(title: Text.endTitle, message: Text.endMessage)
        }
    }
}
