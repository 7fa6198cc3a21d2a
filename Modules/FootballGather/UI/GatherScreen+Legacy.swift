import FootballGatherModel
import TerminalUI

/// Gather in progress: the two teams, one score stepper per team, the countdown and its
/// buttons; "Set" swaps the buttons for a Minutes/Seconds picker with "Cancel" / "Done".
// Temporary: the entity-taking builder, until every pattern formats its own rows.
extension GatherScreen {
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
            pickers: pickedTime.map { [legacyPicker(minutes: $0.minutes, seconds: $0.seconds)] } ?? [],
            sections: [legacySection(.teamA, teamA), legacySection(.teamB, teamB)],
            isLoading: isLoading,
            buttons: pickedTime == nil ? legacyTimerButtons(timer) : legacyPickerButtons,
            alert: errorMessage.map(Screen.Alert.error)
                ?? (isConfirmingEnd ? ConfirmationAlert.make(title: Text.endTitle, message: Text.endMessage) : nil)
        )
    }

    private static func legacySection(_ team: Team, _ players: [Player]) -> Screen.Section {
        Screen.Section(team.title, rows: players.map { player in
            Screen.Row(player.name, id: "player-\(player.id)", detail: player.teamRowDetail, isSelectable: false)
        })
    }

    private static func legacyTimerButtons(_ timer: GatherTimer) -> [Screen.Button] {
        [
            Screen.Button(timer.actionTitle, id: ID.timerAction, isEnabled: timer.isActionEnabled),
            Screen.Button(Text.setTimer, id: ID.setTimer),
            Screen.Button(Text.cancel, id: ID.cancelTimer),
            Screen.Button(Text.endGather, id: ID.endGather),
        ]
    }

    private static let legacyPickerButtons = [
        Screen.Button(Text.cancel, id: ID.cancelPicker),
        Screen.Button(Text.done, id: ID.donePicker),
    ]

    private static func legacyPicker(minutes: Int, seconds: Int) -> Screen.Picker {
        Screen.Picker(id: ID.timePicker, components: [
            Screen.Picker.Component(Text.minutes, rows: GatherTimer.minuteOptions, selectedIndex: minutes),
            Screen.Picker.Component(Text.seconds, rows: GatherTimer.secondOptions, selectedIndex: seconds),
        ])
    }
}
