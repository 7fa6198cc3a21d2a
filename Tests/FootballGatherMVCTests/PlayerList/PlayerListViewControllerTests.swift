@testable import FootballGatherMVC
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// The Players screen in list mode against real SQLite: the roster, reloads, deleting, and
/// where each button and row leads.
@MainActor
@Suite struct PlayerListViewControllerTests {
    let world: World
    let spy = DelegateSpy()
    let stage: Stage

    init() async throws {
        try await self.init(roster: PlayerDraft.roster)
    }

    init(roster: [PlayerDraft]) async throws {
        let world = try await World(roster: roster)
        let spy = spy
        self.world = world
        stage = Stage(faults: world.faults) { stage in
            let players = PlayerListViewController(user: world.user, repositories: world.repositories, environment: world.environment(stage.time))
            players.delegate = spy
            return [players]
        }
    }

    // MARK: The roster

    @Test func appearingShowsTheRosterSortedByNameWithPositionAndSkill() async throws {
        await stage.show()

        let expected = try [
            ("Ada", "Position: MID, Skill: Professional"),
            ("Bruno", "Position: GK, Skill: Amateur"),
            ("Carla", "Position: ST, Skill: Professional"),
            ("Dani", "Position: -, Skill: -"),
            ("Eli", "Position: DEF, Skill: Beginner"),
        ].map { name, detail in
            PlayerListScreen.Row(playerID: try world.player(name).id, name: name, detail: detail)
        }
        #expect(stage.screen == PlayerListScreen.make(
            title: "Players", mode: .list(isSelectEnabled: true), rows: expected, showsEmptyMessage: false
        ))
    }

    @Test func anEmptyRosterSaysSoAndCannotSelect() async throws {
        let empty = try await PlayerListViewControllerTests(roster: [])
        await empty.stage.show()

        #expect(empty.stage.screen == PlayerListScreen.make(
            title: "Players", mode: .list(isSelectEnabled: false), rows: [], showsEmptyMessage: true
        ))
        #expect(await empty.stage.attempt("tap Select") != .screen)
    }

    @Test func noEmptyMessageWhileTheFirstLoadRuns() async throws {
        let empty = try await PlayerListViewControllerTests(roster: [])
        empty.world.faults.arm("players.list", .hold)
        await empty.stage.show()

        #expect(empty.stage.screen.isLoading)
        #expect(empty.stage.screen.emptyMessage == nil)

        empty.world.faults.reset()
        await empty.stage.settle()
        #expect(!empty.stage.screen.isLoading)
        #expect(empty.stage.screen.emptyMessage == "There aren't any players for your user.")
    }

    @Test func aFailedFirstLoadShowsTheErrorAndClaimsNoEmptyRoster() async {
        world.faults.arm("players.list", .fail)
        await stage.show()

        #expect(stage.screen.alert == .error("Could not load the players."))
        await stage.run("alert OK")
        #expect(stage.screen.alert == nil)
        #expect(stage.screen.emptyMessage == nil)
        #expect(stage.rowTitles.isEmpty)
    }

    @Test func theRosterReloadsEachTimeTheScreenReappears() async throws {
        await stage.show()
        _ = try await world.repositories.players.addPlayer(PlayerDraft(name: "Abe"), for: world.userID)

        await stage.run("select Ada", "back")

        #expect(stage.rowTitles == ["Abe", "Ada", "Bruno", "Carla", "Dani", "Eli"])
    }

    @Test func aFailedReloadShowsTheErrorAndKeepsTheRows() async {
        await stage.show()
        world.faults.arm("players.list", .fail)

        await stage.run("select Ada", "back")

        #expect(stage.screen.alert == .error("Could not load the players."))
        #expect(stage.rowTitles.count == 5)
    }

    // MARK: Deleting

    @Test func deletingAsksFirstAndYesDeletes() async throws {
        await stage.show()

        await stage.run("delete Carla")
        #expect(stage.screen.alert == ConfirmationAlert.make(
            title: "Delete player", message: "Are you sure you want to delete the selected player?"
        ))
        await stage.run("alert Yes")

        #expect(stage.screen.alert == nil)
        #expect(stage.rowTitles == ["Ada", "Bruno", "Dani", "Eli"])
        #expect(try await world.storedPlayers().map(\.name) == ["Ada", "Bruno", "Dani", "Eli"])
    }

    @Test func cancelKeepsThePlayer() async throws {
        await stage.show()

        await stage.run("delete Carla", "alert Cancel")

        #expect(stage.screen.alert == nil)
        #expect(stage.rowTitles.count == 5)
        #expect(try await world.storedPlayers().count == 5)
    }

    @Test func aFailedDeleteShowsTheErrorAndKeepsThePlayer() async throws {
        await stage.show()
        world.faults.arm("players.delete", .fail)

        await stage.run("delete Carla", "alert Yes")

        #expect(stage.screen.alert == .error("Could not delete the player."))
        await stage.run("alert OK")
        #expect(stage.rowTitles.count == 5)
        #expect(try await world.storedPlayers().count == 5)
    }

    @Test func theErrorWinsOverADeleteConfirmationAndAnsweringItOnlyDismissesIt() async throws {
        await stage.show()
        world.faults.arm("players.delete", .fail)
        await stage.run("delete Carla", "alert Yes")

        await stage.send(.delete(RowPath(section: 0, row: 0)))
        #expect(stage.screen.alert == .error("Could not delete the player."))

        world.faults.reset()
        await stage.run("alert OK")
        #expect(stage.screen.alert?.title == "Delete player")
        #expect(try await world.storedPlayers().count == 5)
    }

    @Test func theScreenLoadsWhileADeleteRuns() async throws {
        await stage.show()
        world.faults.arm("players.delete", .hold)

        await stage.run("delete Carla", "alert Yes")
        try await waitUntilHeld(world.faults)

        #expect(stage.screen.isLoading)
        #expect(stage.screen.alert == nil)
        world.faults.reset()
        await stage.settle()
        #expect(stage.rowTitles == ["Ada", "Bruno", "Dani", "Eli"])
    }

    /// An error belongs to the screen whose work failed: a delete that fails while Player
    /// details covers Players is kept by Players and shows once the user is back, never on
    /// the details.
    @Test func aDeleteThatFailsUnderPlayerDetailsShowsWhenPlayersIsBack() async throws {
        await stage.show()
        world.faults.arm("players.delete", .hold)
        await stage.run("delete Carla", "alert Yes")
        try await waitUntilHeld(world.faults)
        await stage.run("select Ada")

        // The player goes before the held delete runs, so the delete fails.
        world.faults.disarmAll()
        try await world.repositories.players.deletePlayer(id: try world.player("Carla").id, for: world.userID)
        world.faults.releaseHeld()
        await stage.settle()

        #expect(stage.screen.title == "Ada")
        #expect(stage.screen.alert == nil)
        await stage.run("back")
        #expect(stage.screen.alert == .error("This player no longer exists."))
    }

    // MARK: Where it leads

    @Test func aRowOpensThatPlayersDetails() async {
        await stage.show()

        await stage.run("select Carla")

        #expect(stage.stack.last is PlayerDetailsViewController)
        #expect(stage.screen.title == "Carla")
        #expect(stage.screen.showsBackButton)
    }

    @Test func addPlayerOpensAddPlayerAndTheNewPlayerShowsOnTheWayBack() async throws {
        await stage.show()

        await stage.run("tap \"Add player\"")
        #expect(stage.stack.last is AddPlayerViewController)
        await stage.run("type Name Abe", "tap Done")

        #expect(stage.stack.count == 1)
        #expect(stage.rowTitles == ["Abe", "Ada", "Bruno", "Carla", "Dani", "Eli"])
    }

    @Test func historyOpensTheHistory() async {
        await stage.show()

        await stage.run("tap History")

        #expect(stage.stack.last is GatherHistoryViewController)
        #expect(stage.screen.title == "History")
    }

    @Test func logoutTellsTheDelegate() async {
        await stage.show()

        await stage.run("tap Logout")

        #expect(spy.messages == [.loggedOut])
    }
}
