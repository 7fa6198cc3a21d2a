import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// The signed-in flows: a player's details and edits, and a gather from picking to ending.
@MainActor @Suite struct PlayersCoordinatorTests {
    let harness: AppHarness

    init() async throws {
        harness = AppHarness(world: try await Backend.seeded())
        await harness.start()
        await harness.signIn()
    }

    @Test func selectingAPlayerOpensTheirDetails() async {
        await harness.run("select Bruno")

        #expect(harness.top is PlayerDetailsView)
        #expect(harness.screen.title == "Bruno")
        #expect(harness.app.playersCoordinator?.child is PlayerDetailsCoordinator)
    }

    @Test func aSavedEditShowsOnDetailsAndOnPlayers() async {
        // Given Ada's details
        await harness.run("select Ada")

        // When her position is changed to Goalkeeper
        await harness.run("select \"Preferred position\"")
        #expect(harness.top is PlayerEditView)
        await harness.run("select Goalkeeper", "tap Done")

        // Then details show it, and so does Players
        #expect(harness.top is PlayerDetailsView)
        #expect(harness.screen.indexedRows.map(\.row.detail).contains("Goalkeeper"))
        await harness.run("back")
        #expect(harness.screen.sections.first?.rows.first?.detail == "Position: GK, Skill: Professional")
    }

    @Test func aRenameRetitlesDetails() async {
        await harness.run("select Ada", "select Name", "type Name \"Ada Lovelace\"", "tap Done")

        #expect(harness.screen.title == "Ada Lovelace")
    }

    @Test func aFailedEditStaysOnEditWithTheTypedText() async {
        harness.backend.faults.arm("players.update", .fail)

        await harness.run("select Ada", "select Name", "type Name Lovelace", "tap Done")

        #expect(harness.top is PlayerEditView)
        #expect(harness.screen.alert == .error("Could not save the player."))
        await harness.run("alert OK")
        #expect(harness.screen.fields.first?.value == "Lovelace")
    }

    @Test func goingBackToPlayersReleasesTheChildFlow() async {
        await harness.run("select Ada", "back")

        #expect(harness.top is PlayerListView)
        #expect(harness.app.playersCoordinator?.child == nil)
    }

    @Test func confirmingPlayersLeadsToTheGather() async {
        await harness.run("tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"")
        #expect(harness.top is ConfirmPlayersView)
        #expect(harness.app.playersCoordinator?.child is GatherCoordinator)

        await harness.run("move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"")

        #expect(harness.top is GatherView)
        #expect(harness.screen.title == "Gather in progress")
        #expect(harness.stack.count == 3)
    }

    @Test func endingTheGatherReturnsToPlayersInListMode() async throws {
        await harness.startGather()

        await harness.run("step \"Team A\" up", "tap \"End Gather\"", "alert Yes")

        #expect(harness.stack.count == 1)
        #expect(harness.top is PlayerListView)
        #expect(harness.screen.title == "Players")
        #expect(harness.screen.buttons.map(\.title) == ["Add player"])
        #expect(harness.app.playersCoordinator?.child == nil)
        let saved = try await harness.backend.endedGathers()
        #expect(saved.map(\.score) == [Score(teamA: 1, teamB: 0)])
    }

    @Test func anEndedGatherShowsInHistory() async {
        await harness.startGather()
        await harness.run("step \"Team B\" up", "tap \"End Gather\"", "alert Yes", "tap History")

        let row = harness.screen.sections.first?.rows.first
        #expect(row?.title.hasSuffix("— Team A 0 : 1 Team B") == true)
        #expect(row?.detail == "Winner: Team B")
    }

    @Test func aFailedEndStaysOnTheGatherWithNothingLost() async {
        await harness.startGather()
        harness.backend.faults.arm("gathers.end", .fail)

        await harness.run("step \"Team A\" up", "tap Start", "tap \"End Gather\"", "alert Yes")

        #expect(harness.top is GatherView)
        #expect(harness.screen.alert == .error("Could not save the gather."))
        await harness.run("alert OK")
        #expect(harness.screen.steppers.map(\.value) == [1, 0])
        #expect(harness.screen.buttons.first?.title == "Pause")
    }

    @Test func backFromTheGatherStopsItsTimer() async throws {
        await harness.startGather()
        await harness.run("tap Start")
        let gatherView = try #require(harness.top as? GatherView)

        await harness.run("back")

        #expect(harness.top is ConfirmPlayersView)
        #expect(gatherView.screen.buttons.first?.title == "Start")
    }

    @Test func anEditSavedAfterTheUserWentBackShowsOnDetailsAndClosesNothing() async {
        harness.backend.faults.arm("players.update", .hold)
        await harness.run("select Ada", "select Name", "type Name Lovelace", "tap Done", "back")

        harness.backend.faults.disarmHolds()
        harness.backend.faults.releaseHeld()
        await harness.run("wait 1")

        #expect(harness.top is PlayerDetailsView)
        #expect(harness.screen.title == "Lovelace")
    }

    @Test func anEditSavedAfterTheUserOpenedAnotherEditorClosesOnlyItsOwn() async {
        harness.backend.faults.arm("players.update", .hold)
        await harness.run("select Ada", "select Name", "type Name Lovelace", "tap Done", "back", "select Age")

        harness.backend.faults.disarmHolds()
        harness.backend.faults.releaseHeld()
        await harness.run("wait 1")

        #expect(harness.top is PlayerEditView)
        #expect(harness.screen.title == "Age")
        await harness.run("back")
        #expect(harness.screen.title == "Lovelace")
    }

    @Test func anEditLandingAfterTheUserWentBackToPlayersShowsInItsRowAtOnce() async {
        harness.backend.faults.arm("players.update", .hold)
        await harness.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "back")
        #expect(harness.app.playersCoordinator?.child == nil)

        harness.backend.faults.disarmHolds()
        harness.backend.faults.releaseHeld()
        await harness.run("wait 1")

        #expect(harness.top is PlayerListView)
        #expect(harness.screen.indexedRows.map(\.row.title).first == "Zed")
        await harness.run("select Zed")
        #expect(harness.screen.title == "Zed")
    }

    @Test func aGatherEndedAfterTheUserWentBackLeavesThemOnConfirmPlayers() async throws {
        await harness.startGather()
        harness.backend.faults.arm("gathers.end", .hold)
        await harness.run("tap \"End Gather\"", "alert Yes", "back")

        harness.backend.faults.disarmHolds()
        harness.backend.faults.releaseHeld()
        await harness.run("wait 1")

        #expect(harness.top is ConfirmPlayersView)
        await harness.run("back")
        #expect(harness.screen.title == "Players")
    }
}
