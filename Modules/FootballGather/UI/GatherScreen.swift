import FootballGatherCore
import TerminalUI

/// Gather in progress: the two teams, one score stepper per team, the countdown and its
/// buttons; "Set" swaps the buttons for a Minutes/Seconds picker with "Cancel" / "Done".
public enum GatherScreen {
    /// Element ids the Views switch on. The timer button keeps one id while its title
    /// goes Start → Pause → Resume.
    public enum ID {
        public static let timerAction = "timerAction"
        public static let setTimer = "setTimer"
        public static let cancelTimer = "cancelTimer"
        public static let endGather = "endGather"
        public static let timePicker = "timePicker"
        public static let cancelPicker = "cancelPicker"
        public static let donePicker = "donePicker"

        /// The score stepper of `team`.
        public static func score(_ team: Team) -> String {
            switch team {
            case .teamA: "scoreTeamA"
            case .teamB: "scoreTeamB"
            }
        }
    }

    /// The components of the time picker, in order.
    public enum PickerComponent: Int, CaseIterable, Sendable {
        case minutes
        case seconds
    }

    /// Visible texts (team names are ``Team/title``, the timer button ``GatherTimer/actionTitle``).
    public enum Text {
        public static let title = "Gather in progress"
        public static let setTimer = "Set"
        public static let cancel = "Cancel"
        public static let done = "Done"
        public static let endGather = "End Gather"
        public static let minutes = "Minutes"
        public static let seconds = "Seconds"
        public static let endTitle = "End Gather"
        public static let endMessage = "Are you sure you want to end the gather?"
    }

    /// The Gather screen.
    /// - Parameters:
    ///   - pickedTime: the picker's selection while the time picker is open, nil otherwise.
    ///   - errorMessage: shown as the error alert; it wins over the end confirmation.
    ///   - isConfirmingEnd: shows "End Gather" (Yes / Cancel).
    public static func make(
        teamA: [Player],
        teamB: [Player],
        score: Score,
        timer: GatherTimer,
        pickedTime: (minutes: Int, seconds: Int)?,
        isLoading: Bool = false,
        errorMessage: String? = nil,
        isConfirmingEnd: Bool = false
    ) -> Screen {
        Screen(
            title: Text.title,
            labels: [timer.display],
            steppers: Team.allCases.map { team in
                Screen.Stepper(team.title, id: ID.score(team), value: score[team], range: Score.range)
            },
            pickers: pickedTime.map { [picker(minutes: $0.minutes, seconds: $0.seconds)] } ?? [],
            sections: [section(.teamA, teamA), section(.teamB, teamB)],
            isLoading: isLoading,
            buttons: pickedTime == nil ? timerButtons(timer) : pickerButtons,
            alert: errorMessage.map(Screen.Alert.error)
                ?? (isConfirmingEnd ? ConfirmationAlert.make(title: Text.endTitle, message: Text.endMessage) : nil)
        )
    }

    private static func section(_ team: Team, _ players: [Player]) -> Screen.Section {
        Screen.Section(team.title, rows: players.map { player in
            Screen.Row(player.name, id: "player-\(player.id)", detail: player.teamRowDetail, isSelectable: false)
        })
    }

    private static func timerButtons(_ timer: GatherTimer) -> [Screen.Button] {
        [
            Screen.Button(timer.actionTitle, id: ID.timerAction, isEnabled: timer.isActionEnabled),
            Screen.Button(Text.setTimer, id: ID.setTimer),
            Screen.Button(Text.cancel, id: ID.cancelTimer),
            Screen.Button(Text.endGather, id: ID.endGather),
        ]
    }

    private static let pickerButtons = [
        Screen.Button(Text.cancel, id: ID.cancelPicker),
        Screen.Button(Text.done, id: ID.donePicker),
    ]

    private static func picker(minutes: Int, seconds: Int) -> Screen.Picker {
        Screen.Picker(id: ID.timePicker, components: [
            Screen.Picker.Component(Text.minutes, rows: GatherTimer.minuteOptions, selectedIndex: minutes),
            Screen.Picker.Component(Text.seconds, rows: GatherTimer.secondOptions, selectedIndex: seconds),
        ])
    }
}
