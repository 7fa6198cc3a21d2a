@testable import FootballGatherMVC
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing
import TestSupport

/// The Players screen in list mode against real SQLite: the roster, reloads, deleting, and
/// where each button and row leads.
@MainActor @Suite struct PlayerListViewControllerTests {
    let fixture: SceneFixture

    init() async throws {
        try await self.init(roster: PlayerDraft.roster)
    }

    init(roster: [PlayerDraft]) async throws {
        fixture = try await SceneFixture(roster: roster) { world, spy, stage in
            let players = PlayerListViewController(user: world.user, repositories: world.repositories, environment: .scripted(stage.time))
            players.delegate = spy
            return [players]
        }
    }

    // MARK: The roster

    @Test func appearingShowsTheRosterSortedByNameWithPositionAndSkill() async throws {
        await fixture.stage.show()

        let expected = try [
            ("Ada", "Position: MID, Skill: Professional"),
            ("Bruno", "Position: GK, Skill: Amateur"),
            ("Carla", "Position: ST, Skill: Professional"),
            ("Dani", "Position: -, Skill: -"),
            ("Eli", "Position: DEF, Skill: Beginner"),
        ].map { name, detail in
            PlayerListScreen.Row(playerID: try fixture.world.player(name).id, name: name, detail: detail)
        }
        #expect(fixture.stage.screen == PlayerListScreen.make(
            title: "Players", mode: .list(isSelectEnabled: true), rows: expected, showsEmptyMessage: false
        ))
    }

    @Test func anEmptyRosterSaysSoAndCannotSelect() async throws {
        let empty = try await PlayerListViewControllerTests(roster: [])
        await empty.fixture.stage.show()

        #expect(empty.fixture.stage.screen == PlayerListScreen.make(
            title: "Players", mode: .list(isSelectEnabled: false), rows: [], showsEmptyMessage: true
        ))
        #expect(await empty.fixture.stage.attempt("tap Select") != .screen)
    }

    @Test func noEmptyMessageWhileTheFirstLoadRuns() async throws {
        let empty = try await PlayerListViewControllerTests(roster: [])
        empty.fixture.world.faults.arm("players.list", .hold)
        await empty.fixture.stage.show()

        #expect(empty.fixture.stage.screen.isLoading)
        #expect(empty.fixture.stage.screen.emptyMessage == nil)

        empty.fixture.world.faults.reset()
        await empty.fixture.stage.settle()
        #expect(!empty.fixture.stage.screen.isLoading)
        #expect(empty.fixture.stage.screen.emptyMessage == "There aren't any players for your user.")
    }

    @Test func aFailedFirstLoadShowsTheErrorAndClaimsNoEmptyRoster() async {
        fixture.world.faults.arm("players.list", .fail)
        await fixture.stage.show()

        #expect(fixture.stage.screen.alert == .error("Could not load the players."))
        await fixture.stage.run("alert OK")
        #expect(fixture.stage.screen.alert == nil)
        #expect(fixture.stage.screen.emptyMessage == nil)
        #expect(fixture.stage.rowTitles.isEmpty)
    }

    @Test func theRosterReloadsEachTimeTheScreenReappears() async throws {
        await fixture.stage.show()
        _ = try await fixture.world.repositories.players.addPlayer(PlayerDraft(name: "Abe"), for: fixture.world.userID)

        await fixture.stage.run("select Ada", "back")

        #expect(fixture.stage.rowTitles == ["Abe", "Ada", "Bruno", "Carla", "Dani", "Eli"])
    }

    @Test func aFailedReloadShowsTheErrorAndKeepsTheRows() async {
        await fixture.stage.show()
        fixture.world.faults.arm("players.list", .fail)

        await fixture.stage.run("select Ada", "back")

        #expect(fixture.stage.screen.alert == .error("Could not load the players."))
        #expect(fixture.stage.rowTitles.count == 5)
    }

    // MARK: Deleting

    @Test func deletingAsksFirstAndYesDeletes() async throws {
        await fixture.stage.show()

        await fixture.stage.run("delete Carla")
        #expect(fixture.stage.screen.alert == ConfirmationAlert.make(
            title: "Delete player", message: "Are you sure you want to delete the selected player?"
        ))
        await fixture.stage.run("alert Yes")

        #expect(fixture.stage.screen.alert == nil)
        #expect(fixture.stage.rowTitles == ["Ada", "Bruno", "Dani", "Eli"])
        #expect(try await fixture.world.roster().map(\.name) == ["Ada", "Bruno", "Dani", "Eli"])
    }

    @Test func cancelKeepsThePlayer() async throws {
        await fixture.stage.show()

        await fixture.stage.run("delete Carla", "alert Cancel")

        #expect(fixture.stage.screen.alert == nil)
        #expect(fixture.stage.rowTitles.count == 5)
        #expect(try await fixture.world.roster().count == 5)
    }

    @Test func aFailedDeleteShowsTheErrorAndKeepsThePlayer() async throws {
        await fixture.stage.show()
        fixture.world.faults.arm("players.delete", .fail)

        await fixture.stage.run("delete Carla", "alert Yes")

        #expect(fixture.stage.screen.alert == .error("Could not delete the player."))
        await fixture.stage.run("alert OK")
        #expect(fixture.stage.rowTitles.count == 5)
        #expect(try await fixture.world.roster().count == 5)
    }

    @Test func theErrorWinsOverADeleteConfirmationAndAnsweringItOnlyDismissesIt() async throws {
        await fixture.stage.show()
        fixture.world.faults.arm("players.delete", .fail)
        await fixture.stage.run("delete Carla", "alert Yes")

        await fixture.stage.send(.delete(RowPath(section: 0, row: 0)))
        #expect(fixture.stage.screen.alert == .error("Could not delete the player."))

        fixture.world.faults.reset()
        await fixture.stage.run("alert OK")
        #expect(fixture.stage.screen.alert?.title == "Delete player")
        #expect(try await fixture.world.roster().count == 5)
    }

    @Test func theScreenLoadsWhileADeleteRuns() async throws {
        await fixture.stage.show()
        fixture.world.faults.arm("players.delete", .hold)

        await fixture.stage.run("delete Carla", "alert Yes")
        try await fixture.world.faults.waitUntilHeld()

        #expect(fixture.stage.screen.isLoading)
        #expect(fixture.stage.screen.alert == nil)
        fixture.world.faults.reset()
        await fixture.stage.settle()
        #expect(fixture.stage.rowTitles == ["Ada", "Bruno", "Dani", "Eli"])
    }

    /// An error belongs to the screen whose work failed: a delete that fails while Player
    /// details covers Players is kept by Players and shows once the user is back, never on
    /// the details.
    @Test func aDeleteThatFailsUnderPlayerDetailsShowsWhenPlayersIsBack() async throws {
        await fixture.stage.show()
        fixture.world.faults.arm("players.delete", .hold)
        await fixture.stage.run("delete Carla", "alert Yes")
        try await fixture.world.faults.waitUntilHeld()
        await fixture.stage.run("select Ada")

        // The player goes before the held delete runs, so the delete fails.
        fixture.world.faults.disarmAll()
        try await fixture.world.repositories.players.deletePlayer(id: try fixture.world.player("Carla").id, for: fixture.world.userID)
        fixture.world.faults.releaseHeld()
        await fixture.stage.settle()

        #expect(fixture.stage.screen.title == "Ada")
        #expect(fixture.stage.screen.alert == nil)
        await fixture.stage.run("back")
        #expect(fixture.stage.screen.alert == .error("This player no longer exists."))
    }

    // MARK: Where it leads

    @Test func aRowOpensThatPlayersDetails() async {
        await fixture.stage.show()

        await fixture.stage.run("select Carla")

        #expect(fixture.stage.stack.last is PlayerDetailsViewController)
        #expect(fixture.stage.screen.title == "Carla")
        #expect(fixture.stage.screen.showsBackButton)
    }

    @Test func addPlayerOpensAddPlayerAndTheNewPlayerShowsOnTheWayBack() async throws {
        await fixture.stage.show()

        await fixture.stage.run("tap \"Add player\"")
        #expect(fixture.stage.stack.last is AddPlayerViewController)
        await fixture.stage.run("type Name Abe", "tap Done")

        #expect(fixture.stage.stack.count == 1)
        #expect(fixture.stage.rowTitles == ["Abe", "Ada", "Bruno", "Carla", "Dani", "Eli"])
    }

    @Test func historyOpensTheHistory() async {
        await fixture.stage.show()

        await fixture.stage.run("tap History")

        #expect(fixture.stage.stack.last is GatherHistoryViewController)
        #expect(fixture.stage.screen.title == "History")
    }

    @Test func logoutTellsTheDelegate() async {
        await fixture.stage.show()

        await fixture.stage.run("tap Logout")

        #expect(fixture.spy.messages == [.loggedOut])
    }
}
