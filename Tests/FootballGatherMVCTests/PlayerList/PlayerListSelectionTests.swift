@testable import FootballGatherMVC
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing
import TestSupport

/// The Players screen in selection mode: ticks, the count, Confirm players.
@MainActor @Suite struct PlayerListSelectionTests {
    let world: Backend
    let stage: Stage

    init() async throws {
        world = try await Backend.seeded()
        stage = await Stage.players(of: world)
    }

    private var checkboxes: [Bool?] {
        stage.screen.indexedRows.map { entry in
            if case .checkbox(let isChecked) = entry.row.accessory { isChecked } else { nil }
        }
    }

    @Test func selectShowsZeroSelectedWithEmptyBoxes() async {
        await stage.run("tap Select")

        #expect(stage.screen.title == "0 selected")
        #expect(stage.screen.barButtons.map(\.title) == ["Cancel"])
        #expect(stage.screen.buttons == [Screen.Button("Confirm players", id: PlayerListScreen.Button.confirmPlayers.id, isEnabled: false)])
        #expect(checkboxes == [false, false, false, false, false])
    }

    @Test func tickingCountsAndConfirmNeedsTwoPlayers() async {
        await stage.run("tap Select", "select Ada")
        #expect(stage.screen.title == "1 selected")
        #expect(stage.screen.buttons.first?.isEnabled == false)

        await stage.run("select Dani")
        #expect(stage.screen.title == "2 selected")
        #expect(stage.screen.buttons.first?.isEnabled == true)
        #expect(checkboxes == [true, false, false, true, false])

        await stage.run("select Ada")
        #expect(stage.screen.title == "1 selected")
        #expect(await stage.attempt("tap \"Confirm players\"") != .screen)
    }

    @Test func cancelReturnsToListModeAndForgetsTheTicks() async {
        await stage.run("tap Select", "select Ada", "select Bruno", "tap Cancel")
        #expect(stage.screen.title == "Players")
        #expect(checkboxes == [nil, nil, nil, nil, nil])

        await stage.run("tap Select")
        #expect(stage.screen.title == "0 selected")
    }

    @Test func rowsCannotBeDeletedOrOpenedInSelectionMode() async {
        await stage.run("tap Select")

        #expect(await stage.attempt("delete Ada") != .screen)
        await stage.run("select Ada")
        #expect(stage.stack.count == 1)
    }

    @Test func confirmOpensConfirmPlayersWithTheTickedPlayersOnTheBenchInRosterOrder() async throws {
        await stage.run("tap Select", "select Eli", "select Ada", "tap \"Confirm players\"")

        #expect(stage.stack.last is ConfirmPlayersViewController)
        #expect(stage.screen.sections.map(\.title) == ["Bench", "Team A", "Team B"])
        #expect(stage.screen.sections[0].rows.map(\.title) == ["Ada", "Eli"])
    }

    @Test func aTickedPlayerDeletedMeanwhileLeavesTheSelectionOnReload() async throws {
        await stage.run("tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"")
        try await world.repositories.players.deletePlayer(id: try world.player("Ada").id, for: world.userID)

        await stage.run("back")

        #expect(stage.screen.title == "1 selected")
        #expect(stage.rowTitles == ["Bruno", "Carla", "Dani", "Eli"])
        #expect(checkboxes == [true, false, false, false])
    }

    /// A delete still saving when the user starts picking lands with the player ticked: the
    /// count loses them too ("1 selected" under one ticked row, not "2 selected").
    @Test func aDeleteThatLandsWhileTheUserPicksTakesItsTickAway() async throws {
        world.faults.arm("players.delete", .hold)
        await stage.run("delete Ada", "alert Yes")
        try await world.faults.waitUntilHeld()
        await stage.run("tap Select", "select Ada", "select Bruno")

        world.faults.reset()
        await stage.settle()

        #expect(stage.screen.title == "1 selected")
        #expect(stage.rowTitles == ["Bruno", "Carla", "Dani", "Eli"])
        #expect(checkboxes == [true, false, false, false])
    }
}
