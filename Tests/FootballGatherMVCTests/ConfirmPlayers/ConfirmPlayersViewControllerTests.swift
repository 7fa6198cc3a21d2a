@testable import FootballGatherMVC
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing
import TestSupport

/// Confirm players against real SQLite: sorting players into teams, starting the gather,
/// and passing its end on.
@MainActor @Suite struct ConfirmPlayersViewControllerTests {
    let world: Backend
    let spy = DelegateSpy()
    let stage: Stage

    init() async throws {
        let world = try await Backend.seeded()
        let spy = spy
        self.world = world
        let selected = try ["Ada", "Bruno", "Dani"].map(world.player)
        stage = Stage(faults: world.faults) { stage in
            let confirm = ConfirmPlayersViewController(
                players: selected, userID: world.userID, repository: world.repositories.gathers, environment: .scripted(stage.time)
            )
            confirm.delegate = spy
            return [ViewController(), confirm]
        }
        await stage.show()
    }

    private func row(_ name: String, _ detail: String) throws -> TeamRow {
        TeamRow(playerID: try world.player(name).id, name: name, detail: detail)
    }

    private func sectionTitles() -> [[String]] {
        stage.screen.sections.map { $0.rows.map(\.title) }
    }

    @Test func everySelectedPlayerStartsOnTheBenchAndStartIsDisabled() throws {
        #expect(stage.screen == ConfirmPlayersScreen.make(
            bench: [try row("Ada", "MID"), try row("Bruno", "GK"), try row("Dani", "-")],
            teamA: [],
            teamB: [],
            isStartEnabled: false
        ).withBackButton)
    }

    @Test func oneTeamAloneCannotStart() async {
        await stage.run("move Ada \"Team A\"", "move Bruno \"Team A\"")

        #expect(sectionTitles() == [["Dani"], ["Ada", "Bruno"], []])
        #expect(stage.screen.buttons.map(\.isEnabled) == [false])
        #expect(await stage.attempt("tap \"Start Gather\"") != .screen)
    }

    @Test func bothTeamsWithAPlayerCanStart() async {
        await stage.run("move Ada \"Team A\"", "move Dani \"Team B\"")

        #expect(sectionTitles() == [["Bruno"], ["Ada"], ["Dani"]])
        #expect(stage.screen.buttons.map(\.isEnabled) == [true])
    }

    @Test func aPlayerCanMoveOnToAnySection() async {
        await stage.run("move Ada \"Team A\"", "move Ada \"Team B\"", "move Bruno \"Team A\"", "move Bruno Bench")

        #expect(sectionTitles() == [["Bruno", "Dani"], [], ["Ada"]])
        #expect(stage.screen.buttons.map(\.isEnabled) == [false])
    }

    @Test func startGatherOpensGatherWithTheTeamsAndTheBenchStaysHome() async throws {
        await stage.run("move Ada \"Team A\"", "move Dani \"Team B\"", "tap \"Start Gather\"")

        #expect(stage.stack.last is GatherViewController)
        #expect(stage.screen.title == "Gather in progress")
        #expect(stage.screen.sections.map { $0.rows.map(\.title) } == [["Ada"], ["Dani"]])

        await stage.run("tap \"End Gather\"", "alert Yes")
        let gather = try #require(try await world.endedGathers().first)
        #expect(gather.players.map(\.player.name) == ["Ada", "Dani"])
        #expect(gather.createdAt == VirtualTime.defaultStart)
    }

    @Test func theGatherEndIsPassedOnToTheDelegate() async {
        await stage.run("move Ada \"Team A\"", "move Dani \"Team B\"", "tap \"Start Gather\"", "tap \"End Gather\"", "alert Yes")

        #expect(spy.messages == [.gatherEnded])
    }

    @Test func aFailedStartShowsTheErrorAndKeepsTheLineUp() async {
        world.faults.arm("gathers.start", .fail)

        await stage.run("move Ada \"Team A\"", "move Dani \"Team B\"", "tap \"Start Gather\"")

        #expect(stage.screen.alert == .error("Could not start the gather."))
        await stage.run("alert OK")
        #expect(stage.stack.last is ConfirmPlayersViewController)
        #expect(sectionTitles() == [["Bruno"], ["Ada"], ["Dani"]])
    }

    @Test func theScreenLoadsWhileStartingAndASecondTapIsIgnored() async throws {
        world.faults.arm("gathers.start", .hold)

        await stage.run("move Ada \"Team A\"", "move Dani \"Team B\"", "tap \"Start Gather\"")
        try await world.faults.waitUntilHeld()
        #expect(stage.screen.isLoading)
        await stage.run("tap \"Start Gather\"")
        #expect(world.faults.heldCount == 1)

        world.faults.reset()
        await stage.settle()
        #expect(stage.stack.count == 3)
    }

    @Test func leavingBeforeTheGatherIsSavedOpensNothing() async throws {
        world.faults.arm("gathers.start", .hold)
        await stage.run("move Ada \"Team A\"", "move Dani \"Team B\"", "tap \"Start Gather\"")
        try await world.faults.waitUntilHeld()

        await stage.run("back")
        world.faults.reset()
        await stage.settle()

        #expect(stage.stack.count == 1)
    }
}

extension Screen {
    /// The screen as a pushed controller shows it: with the back button.
    var withBackButton: Screen {
        var screen = self
        screen.showsBackButton = true
        return screen
    }
}
