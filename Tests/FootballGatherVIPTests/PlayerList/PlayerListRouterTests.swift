import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import TerminalUI
import Testing

/// Players' routes on the real stack: each next scene gets its data and Players as the one to
/// tell back.
@MainActor @Suite struct PlayerListRouterTests {
    let scenes: LiveStack
    let players: PlayerListViewController

    init() async throws {
        scenes = try await LiveStack.seeded()
        players = await scenes.showPlayers()
    }

    @Test func aChosenPlayerOpensTheirDetails() async throws {
        await scenes.send(.select(RowPath(section: 0, row: 1)))

        #expect(scenes.titles == ["Players", "Bruno"])
        let details = try #require(scenes.top as? PlayerDetailsViewController)
        #expect(details.router.dataStore.player == (try scenes.backend.player("Bruno")))
        #expect(details.router.dataStore.userID == scenes.backend.userID)
        #expect(details.router.dataStore.delegate === players.router.dataStore)
    }

    @Test func addPlayerGetsTheUser() async throws {
        await scenes.send(.tap("addPlayer"))

        let add = try #require(scenes.top as? AddPlayerViewController)
        #expect(add.router.dataStore.userID == scenes.backend.userID)
        #expect(scenes.titles == ["Players", "Add Player"])
    }

    @Test func confirmPlayersGetsTheTickedPlayersOnTheBench() async throws {
        await scenes.send(.tap("select"))
        await scenes.send(.select(RowPath(section: 0, row: 2)))
        await scenes.send(.select(RowPath(section: 0, row: 0)))
        await scenes.send(.tap("confirmPlayers"))

        let confirm = try #require(scenes.top as? ConfirmPlayersViewController)
        #expect(confirm.router.dataStore.lineUp.players(in: .bench).map(\.name) == ["Ada", "Carla"])
        #expect(confirm.router.dataStore.delegate === players.router.dataStore)
        #expect(scenes.titles == ["2 selected", "Confirm players"])
    }

    @Test func historyGetsTheUser() async throws {
        await scenes.send(.tap("history"))

        let history = try #require(scenes.top as? GatherHistoryViewController)
        #expect(history.router.dataStore.userID == scenes.backend.userID)
    }

    @Test func logoutReplacesTheStackWithLogin() async {
        await scenes.send(.select(RowPath(section: 0, row: 0)))
        players.router.routeToLogin()

        #expect(scenes.titles == ["Login"])
        #expect(scenes.top is LoginViewController)
    }

    @Test func routesWithNothingChosenDoNothing() {
        players.router.routeToPlayerDetails()
        players.router.routeToConfirmPlayers()

        #expect(scenes.titles == ["Players"])
    }
}
