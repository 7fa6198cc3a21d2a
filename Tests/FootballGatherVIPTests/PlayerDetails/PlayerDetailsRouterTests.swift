import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import TerminalUI
import Testing

/// Player details' route on the real stack: the editor of the chosen field, reporting back here.
@MainActor @Suite struct PlayerDetailsRouterTests {
    let scenes: LiveStack
    let details: PlayerDetailsViewController

    init() async throws {
        scenes = try await LiveStack.seeded()
        _ = await scenes.showPlayers()
        await scenes.send(.select(RowPath(section: 0, row: 0)))
        details = try #require(scenes.top as? PlayerDetailsViewController)
    }

    @Test(arguments: [
        (RowPath(section: 0, row: 0), PlayerField.name, "Name"),
        (RowPath(section: 0, row: 1), .age, "Age"),
        (RowPath(section: 1, row: 0), .preferredPosition, "Preferred position"),
        (RowPath(section: 1, row: 1), .skill, "Skill"),
        (RowPath(section: 2, row: 0), .favouriteTeam, "Favourite team"),
    ])
    func aChosenFieldOpensItsEditor(path: RowPath, field: PlayerField, title: String) async throws {
        await scenes.send(.select(path))

        let edit = try #require(scenes.top as? PlayerEditViewController)
        #expect(edit.router.dataStore.field == field)
        #expect(edit.router.dataStore.player == (try scenes.backend.player("Ada")))
        #expect(edit.router.dataStore.userID == scenes.backend.userID)
        #expect(edit.router.dataStore.delegate === details.router.dataStore)
        #expect(scenes.titles == ["Players", "Ada", title])
    }

    @Test func noFieldChosenNoRoute() {
        details.router.routeToPlayerEdit()

        #expect(scenes.titles == ["Players", "Ada"])
    }
}
