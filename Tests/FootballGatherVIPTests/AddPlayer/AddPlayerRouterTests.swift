import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import TerminalUI
import Testing

/// Add player's route on the real stack, and its Worker on real SQLite.
@MainActor @Suite struct AddPlayerRouterTests {
    let scenes: LiveStack

    init() async throws {
        scenes = try await LiveStack.seeded()
        _ = await scenes.showPlayers()
        await scenes.send(.tap("addPlayer"))
    }

    @Test func aSavedPlayerClosesTheScreenAndShowsOnPlayers() async {
        await scenes.send(.edit("name", text: "Zoe"))
        await scenes.send(.tap("done"))

        #expect(scenes.titles == ["Players"])
        #expect(scenes.stage.screen.indexedRows.map(\.row.title).last == "Zoe")
    }

    @Test func aScreenOffTheStackMovesNothing() throws {
        let add = try #require(scenes.top as? AddPlayerViewController)
        _ = scenes.navigationController.pop()

        add.router.routeToPlayerList()

        #expect(scenes.titles == ["Players"])
    }

    @Test func theWorkerAddsToTheUsersRoster() async throws {
        let worker = AddPlayerWorker(players: scenes.backend.repositories.players)

        let zoe = try await worker.addPlayer(PlayerDraft(name: "Zoe"), of: scenes.backend.userID)

        #expect(try await scenes.backend.roster().contains(zoe))
    }
}
