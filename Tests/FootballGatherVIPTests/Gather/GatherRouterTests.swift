import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import TerminalUI
import Testing
import TestSupport

/// Confirm players' and Gather's routes on the real stack: the started gather opens with its
/// data, and its end closes the flow back to Players, in list mode.
@MainActor @Suite struct GatherRouterTests {
    let scenes: LiveStack
    let players: PlayerListViewController

    init() async throws {
        scenes = try await LiveStack.seeded()
        players = await scenes.showPlayers()
        for event: Event in [
            .tap("select"), .select(RowPath(section: 0, row: 0)), .select(RowPath(section: 0, row: 1)), .tap("confirmPlayers"),
            .move(RowPath(section: 0, row: 0), toSection: 1), .move(RowPath(section: 0, row: 0), toSection: 2),
        ] {
            await scenes.send(event)
        }
    }

    @Test func startingOpensTheGatherWithItsData() async throws {
        let confirm = try #require(scenes.top as? ConfirmPlayersViewController)

        await scenes.send(.tap("startGather"))

        let gather = try #require(scenes.top as? GatherViewController)
        #expect(scenes.titles == ["2 selected", "Confirm players", "Gather in progress"])
        #expect(gather.router.dataStore.gather?.players(of: .teamA).map(\.name) == ["Ada"])
        #expect(gather.router.dataStore.userID == scenes.backend.userID)
        #expect(gather.router.dataStore.delegate === confirm.router.dataStore)
    }

    @Test func theEndPopsBackToPlayersInListMode() async {
        await scenes.send(.tap("startGather"))
        await scenes.send(.tap("endGather"))
        await scenes.send(.alert("Yes"))

        #expect(scenes.titles == ["Players"])
        #expect(scenes.stage.screen.title == "Players")
        #expect(scenes.stage.screen.barButtons.map(\.title).contains("Select"))
    }

    @Test func aStartLandingAfterTheUserLeftOpensNothing() async throws {
        scenes.backend.faults.arm("gathers.start", .hold)
        scenes.navigationController.send(.tap("startGather"))
        try await scenes.faults.waitUntilHeld()

        _ = scenes.navigationController.pop()
        scenes.backend.faults.releaseHeld()
        await scenes.stage.settle()

        #expect(scenes.titles == ["2 selected"])
    }

    @Test func anEndLandingAfterTheUserLeftGatherMovesNothing() async throws {
        await scenes.send(.tap("startGather"))
        let gather = try #require(scenes.top as? GatherViewController)
        _ = scenes.navigationController.pop()

        gather.router.routeToPlayerList()

        #expect(scenes.titles == ["2 selected", "Confirm players"])
    }
}
