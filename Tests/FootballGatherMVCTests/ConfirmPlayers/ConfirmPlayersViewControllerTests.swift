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
    let fixture: SceneFixture

    init() async throws {
        fixture = try await SceneFixture { world, spy, stage in
            let selected = ["Ada", "Bruno", "Dani"].compactMap(world.coach.player(named:))
            let confirm = ConfirmPlayersViewController(
                players: selected, userID: world.userID, repository: world.repositories.gathers, environment: .scripted(stage.time)
            )
            confirm.delegate = spy
            return [ViewController(), confirm]
        }
        await fixture.stage.show()
    }

    private func row(_ name: String, _ detail: String) throws -> TeamRow {
        TeamRow(playerID: try fixture.world.player(name).id, name: name, detail: detail)
    }

    private func sectionTitles() -> [[String]] {
        fixture.stage.screen.sections.map { $0.rows.map(\.title) }
    }

    @Test func everySelectedPlayerStartsOnTheBenchAndStartIsDisabled() throws {
        #expect(fixture.stage.screen == ConfirmPlayersScreen.make(
            bench: [try row("Ada", "MID"), try row("Bruno", "GK"), try row("Dani", "-")],
            teamA: [],
            teamB: [],
            isStartEnabled: false
        ).withBackButton)
    }

    @Test func oneTeamAloneCannotStart() async {
        await fixture.stage.run("move Ada \"Team A\"", "move Bruno \"Team A\"")

        #expect(sectionTitles() == [["Dani"], ["Ada", "Bruno"], []])
        #expect(fixture.stage.screen.buttons.map(\.isEnabled) == [false])
        #expect(await fixture.stage.attempt("tap \"Start Gather\"") != .screen)
    }

    @Test func bothTeamsWithAPlayerCanStart() async {
        await fixture.stage.run("move Ada \"Team A\"", "move Dani \"Team B\"")

        #expect(sectionTitles() == [["Bruno"], ["Ada"], ["Dani"]])
        #expect(fixture.stage.screen.buttons.map(\.isEnabled) == [true])
    }

    @Test func aPlayerCanMoveOnToAnySection() async {
        await fixture.stage.run("move Ada \"Team A\"", "move Ada \"Team B\"", "move Bruno \"Team A\"", "move Bruno Bench")

        #expect(sectionTitles() == [["Bruno", "Dani"], [], ["Ada"]])
        #expect(fixture.stage.screen.buttons.map(\.isEnabled) == [false])
    }

    @Test func startGatherOpensGatherWithTheTeamsAndTheBenchStaysHome() async throws {
        await fixture.stage.run("move Ada \"Team A\"", "move Dani \"Team B\"", "tap \"Start Gather\"")

        #expect(fixture.stage.stack.last is GatherViewController)
        #expect(fixture.stage.screen.title == "Gather in progress")
        #expect(fixture.stage.screen.sections.map { $0.rows.map(\.title) } == [["Ada"], ["Dani"]])

        await fixture.stage.run("tap \"End Gather\"", "alert Yes")
        let gather = try #require(try await fixture.world.endedGathers().first)
        #expect(gather.players.map(\.player.name) == ["Ada", "Dani"])
        #expect(gather.createdAt == VirtualTime.defaultStart)
    }

    @Test func theGatherEndIsPassedOnToTheDelegate() async {
        await fixture.stage.run("move Ada \"Team A\"", "move Dani \"Team B\"", "tap \"Start Gather\"", "tap \"End Gather\"", "alert Yes")

        #expect(fixture.spy.messages == [.gatherEnded])
    }

    @Test func aFailedStartShowsTheErrorAndKeepsTheLineUp() async {
        fixture.world.faults.arm("gathers.start", .fail)

        await fixture.stage.run("move Ada \"Team A\"", "move Dani \"Team B\"", "tap \"Start Gather\"")

        #expect(fixture.stage.screen.alert == .error("Could not start the gather."))
        await fixture.stage.run("alert OK")
        #expect(fixture.stage.stack.last is ConfirmPlayersViewController)
        #expect(sectionTitles() == [["Bruno"], ["Ada"], ["Dani"]])
    }

    @Test func theScreenLoadsWhileStartingAndASecondTapIsIgnored() async throws {
        fixture.world.faults.arm("gathers.start", .hold)

        await fixture.stage.run("move Ada \"Team A\"", "move Dani \"Team B\"", "tap \"Start Gather\"")
        try await fixture.world.faults.waitUntilHeld()
        #expect(fixture.stage.screen.isLoading)
        await fixture.stage.run("tap \"Start Gather\"")
        #expect(fixture.world.faults.heldCount == 1)

        fixture.world.faults.reset()
        await fixture.stage.settle()
        #expect(fixture.stage.stack.count == 3)
    }

    @Test func leavingBeforeTheGatherIsSavedOpensNothing() async throws {
        fixture.world.faults.arm("gathers.start", .hold)
        await fixture.stage.run("move Ada \"Team A\"", "move Dani \"Team B\"", "tap \"Start Gather\"")
        try await fixture.world.faults.waitUntilHeld()

        await fixture.stage.run("back")
        fixture.world.faults.reset()
        await fixture.stage.settle()

        #expect(fixture.stage.stack.count == 1)
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
