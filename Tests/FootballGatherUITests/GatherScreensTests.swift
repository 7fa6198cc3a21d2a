import Foundation
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// The shared builders of Confirm players, Gather and History.
@Suite struct GatherScreensTests {
    let ada = PlayerDraft.ada.player(id: 1)
    let bruno = PlayerDraft.bruno.player(id: 2)
    let dani = PlayerDraft.dani.player(id: 4)

    @Test func confirmPlayersShowsThreeSectionsOfMovableRows() {
        var lineUp = LineUp(players: [ada, bruno, dani])
        lineUp.move(player: bruno.id, to: .teamB)

        let screen = ConfirmPlayersScreen.make(lineUp: lineUp, isStartEnabled: false)

        #expect(screen.title == "Confirm players")
        #expect(screen.sections.map(\.title) == ["Bench", "Team A", "Team B"])
        #expect(screen.sections.map { $0.rows.map(\.title) } == [["Ada", "Dani"], [], ["Bruno"]])
        #expect(screen.indexedRows.allSatisfy { $0.row.isMovable && !$0.row.isSelectable })
        #expect(screen.buttons == [Screen.Button("Start Gather", id: "startGather", isEnabled: false)])
    }

    @Test func confirmPlayersSectionsMapBackToTheLineUp() {
        #expect(ConfirmPlayersScreen.section(at: 0) == .bench)
        #expect(ConfirmPlayersScreen.section(at: 2) == .teamB)
        #expect(ConfirmPlayersScreen.section(at: 3) == nil)
    }

    @Test func gatherShowsTeamsScoreTimerAndItsButtons() {
        let screen = GatherScreen.make(teamA: [ada], teamB: [dani], score: Score(teamA: 2, teamB: 0), timer: GatherTimer(), pickedTime: nil)

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

    @Test func theTimerButtonKeepsItsIdAsItsTitleChanges() {
        var timer = GatherTimer()
        timer.toggle()
        let running = GatherScreen.make(teamA: [], teamB: [], score: .zero, timer: timer, pickedTime: nil)
        timer.toggle()
        let paused = GatherScreen.make(teamA: [], teamB: [], score: .zero, timer: timer, pickedTime: nil)

        #expect(running.buttons.first == Screen.Button("Pause", id: "timerAction"))
        #expect(paused.buttons.first == Screen.Button("Resume", id: "timerAction"))
    }

    @Test func settingTheTimeShowsThePickerWithOnlyCancelAndDone() throws {
        let screen = GatherScreen.make(teamA: [], teamB: [], score: .zero, timer: GatherTimer(), pickedTime: (5, 30))

        let picker = try #require(screen.pickers.first)
        #expect(picker.components.map(\.label) == ["Minutes", "Seconds"])
        #expect(picker.components.map(\.selectedRow) == ["5 min", "30 sec"])
        #expect(picker.components.first?.rows.count == 60)
        #expect(screen.buttons.map(\.title) == ["Cancel", "Done"])
    }

    @Test func endingAsksYesOrCancel() {
        let screen = GatherScreen.make(teamA: [], teamB: [], score: .zero, timer: GatherTimer(), pickedTime: nil, isConfirmingEnd: true)

        #expect(screen.alert == Screen.Alert(
            title: "End Gather",
            message: "Are you sure you want to end the gather?",
            actions: ["Yes", "Cancel"]
        ))
    }

    @Test func historyRowsShowDateScoreAndWinner() {
        let gather = Gather(
            id: 7, createdAt: .kickOff, endedAt: .fullTime, score: Score(teamA: 2, teamB: 1), winner: .teamA, players: []
        )

        let screen = GatherHistoryScreen.make(gathers: [gather], timeZone: TimeZone(secondsFromGMT: 0)!)

        #expect(screen.title == "History")
        #expect(screen.indexedRows.map(\.row) == [
            Screen.Row("2025-03-14 18:30 — Team A 2 : 1 Team B", id: "gather-7", detail: "Winner: Team A", isSelectable: false),
        ])
    }

    @Test func anEmptyHistorySaysSo() {
        let screen = GatherHistoryScreen.make(gathers: [], timeZone: .current)

        #expect(screen.emptyMessage == "There aren't any ended gathers for your user.")
        #expect(screen.sections.isEmpty)
        #expect(GatherHistoryScreen.make(gathers: nil, timeZone: .current).emptyMessage == nil)
    }
}
