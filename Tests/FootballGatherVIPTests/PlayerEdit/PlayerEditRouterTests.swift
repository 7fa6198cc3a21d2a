import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import TerminalUI
import Testing

/// Player edit's route on the real stack: a saved edit closes the editor, back to the details,
/// which show it, and so does Players.
@MainActor @Suite struct PlayerEditRouterTests {
    let scenes: LiveStack

    init() async throws {
        scenes = try await LiveStack.seeded()
        _ = await scenes.showPlayers()
        await scenes.send(.select(RowPath(section: 0, row: 0)))
        await scenes.send(.select(RowPath(section: 0, row: 0)))
    }

    @Test func aSavedEditClosesTheEditorBackToTheDetailsShowingIt() async {
        await scenes.send(.edit("value", text: "Adele"))
        await scenes.send(.tap("done"))

        #expect(scenes.titles == ["Players", "Adele"])
        #expect(scenes.stage.screen.sections.first?.rows.first?.detail == "Adele")

        _ = scenes.navigationController.pop()
        await scenes.stage.settle()
        #expect(scenes.stage.screen.indexedRows.first?.row.title == "Adele")
    }

    @Test func anEditorOffTheStackMovesNothing() async throws {
        let edit = try #require(scenes.top as? PlayerEditViewController)
        _ = scenes.navigationController.pop()

        edit.router.routeToPlayerDetails()

        #expect(scenes.titles == ["Players", "Ada"])
    }

    @Test func theEditorIsFreedOnceClosed() async {
        weak let edit = scenes.top as? PlayerEditViewController
        await scenes.send(.edit("value", text: "Adele"))
        await scenes.send(.tap("done"))

        #expect(edit == nil)
    }
}
