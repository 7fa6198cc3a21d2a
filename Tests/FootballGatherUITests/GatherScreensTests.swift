import FootballGatherUI
import TerminalUI
import Testing

/// The layouts of Confirm players, Gather and History, from display-ready values.
@Suite struct GatherScreensTests {
    let ada = GatherScreen.Row(playerID: 1, name: "Ada", detail: "MID")
    let dani = GatherScreen.Row(playerID: 4, name: "Dani", detail: "-")
    let timerControls = GatherScreen.Controls.timer(actionTitle: "Start", isActionEnabled: true)

    @Test func confirmPlayersShowsThreeSectionsOfMovableRows() {
        let screen = ConfirmPlayersScreen.make(
            bench: [ConfirmPlayersScreen.Row(playerID: 1, name: "Ada", detail: "MID")],
            teamA: [],
            teamB: [ConfirmPlayersScreen.Row(playerID: 2, name: "Bruno", detail: "GK")],
            isStartEnabled: false
        )

        #expect(screen.title == "Confirm players")
        #expect(screen.sections.map(\.title) == ["Bench", "Team A", "Team B"])
        #expect(screen.sections.map { $0.rows.map(\.title) } == [["Ada"], [], ["Bruno"]])
        #expect(screen.indexedRows.map(\.row.id) == ["player-1", "player-2"])
        #expect(screen.indexedRows.allSatisfy { $0.row.isMovable && !$0.row.isSelectable })
        #expect(screen.buttons == [Screen.Button("Start Gather", id: "startGather", isEnabled: false)])
    }

    @Test func confirmPlayersSectionsMapBackToTheLineUp() {
        #expect(ConfirmPlayersScreen.section(at: 0) == .bench)
        #expect(ConfirmPlayersScreen.section(at: 2) == .teamB)
        #expect(ConfirmPlayersScreen.section(at: 3) == nil)
        #expect(ConfirmPlayersScreen.move(from: RowPath(section: 0, row: 1), toSection: 1)! == (1, .bench, .teamA))
        #expect(ConfirmPlayersScreen.move(from: RowPath(section: 0, row: 0), toSection: 5) == nil)
    }

    @Test func gatherShowsTeamsScoreTimeAndTheTimerButtons() {
        let screen = GatherScreen.make(time: "10:00", teamAScore: 2, teamBScore: 0, teamA: [ada], teamB: [dani], controls: timerControls)

        #expect(screen == Screen(
            title: "Gather in progress",
            labels: ["10:00"],
            steppers: [
                Screen.Stepper("Team A", id: "scoreTeamA", value: 2, range: 0...99),
                Screen.Stepper("Team B", id: "scoreTeamB", value: 0, range: 0...99),
            ],
            sections: [
                Screen.Section("Team A", rows: [Screen.Row("Ada", id: "player-1", detail: "MID", isSelectable: false)]),
                Screen.Section("Team B", rows: [Screen.Row("Dani", id: "player-4", detail: "-", isSelectable: false)]),
            ],
            buttons: [
                Screen.Button("Start", id: "timerAction"),
                Screen.Button("Set", id: "setTimer"),
                Screen.Button("Cancel", id: "cancelTimer"),
                Screen.Button("End Gather", id: "endGather"),
            ]
        ))
    }

    @Test func theTimerButtonKeepsItsIdWhateverItsTitle() {
        let paused = GatherScreen.make(
            time: "09:58", teamAScore: 0, teamBScore: 0, teamA: [], teamB: [],
            controls: .timer(actionTitle: "Resume", isActionEnabled: false)
        )

        #expect(paused.buttons.first == Screen.Button("Resume", id: "timerAction", isEnabled: false))
    }

    @Test func thePickerReplacesTheTimerButtonsWithCancelAndDone() throws {
        let picker = GatherScreen.TimePicker(selectedMinute: 5, selectedSecond: 30)
        let screen = GatherScreen.make(time: "10:00", teamAScore: 0, teamBScore: 0, teamA: [], teamB: [], controls: .timePicker(picker))

        let shown = try #require(screen.pickers.first)
        #expect(shown.id == "timePicker")
        #expect(shown.components.map(\.label) == ["Minutes", "Seconds"])
        #expect(shown.components.map(\.selectedRow) == ["5 min", "30 sec"])
        #expect(screen.buttons == [Screen.Button("Cancel", id: "cancelPicker"), Screen.Button("Done", id: "donePicker")])
    }

    @Test func thePickerOffersZeroToFiftyNineMinutesAndSeconds() {
        #expect(GatherScreen.TimePicker.minuteRows.count == 60 && GatherScreen.TimePicker.secondRows.count == 60)
        #expect((GatherScreen.TimePicker.minuteRows.first, GatherScreen.TimePicker.minuteRows.last) == ("0 min", "59 min"))
        #expect((GatherScreen.TimePicker.secondRows.first, GatherScreen.TimePicker.secondRows[5]) == ("0 sec", "5 sec"))
        #expect(GatherScreen.TimePicker.secondRows.last == "59 sec")
    }

    @Test func theEndConfirmationAsksYesOrCancel() {
        let screen = GatherScreen.make(time: "10:00", teamAScore: 0, teamBScore: 0, teamA: [], teamB: [], controls: timerControls, alert: .confirmEnd)

        #expect(screen.alert == Screen.Alert(
            title: "End Gather",
            message: "Are you sure you want to end the gather?",
            actions: ["Yes", "Cancel"]
        ))
    }

    @Test func anErrorShowsAsTheErrorAlert() {
        let screen = GatherScreen.make(
            time: "10:00", teamAScore: 0, teamBScore: 0, teamA: [], teamB: [],
            controls: timerControls, isLoading: true, alert: .error("Could not end the gather.")
        )

        #expect(screen.alert == .error("Could not end the gather."))
        #expect(screen.isLoading)
    }

    @Test func historyRowsShowTheirTextsAndAreNotSelectable() {
        let screen = GatherHistoryScreen.make(
            rows: [GatherHistoryScreen.Row(gatherID: 7, title: "2025-03-14 18:30 — Team A 2 : 1 Team B", detail: "Winner: Team A")],
            showsEmptyMessage: false
        )

        #expect(screen.title == "History")
        #expect(screen.emptyMessage == nil)
        #expect(screen.indexedRows.map(\.row) == [
            Screen.Row("2025-03-14 18:30 — Team A 2 : 1 Team B", id: "gather-7", detail: "Winner: Team A", isSelectable: false),
        ])
    }

    @Test func theHistoryEmptyMessageShowsWhenAsked() {
        let empty = GatherHistoryScreen.make(rows: [], showsEmptyMessage: true)
        let notYet = GatherHistoryScreen.make(rows: [], showsEmptyMessage: false, isLoading: true)

        #expect(empty.emptyMessage == "There aren't any ended gathers for your user.")
        #expect(empty.sections.isEmpty)
        #expect(notYet.emptyMessage == nil)
        #expect(notYet.isLoading)
    }
}
