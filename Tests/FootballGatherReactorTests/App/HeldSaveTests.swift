@testable import FootballGatherReactor
import FootballGatherModel
import Testing

/// Saves held by `@hold` while the user goes on, through the whole app on SQLite: each
/// writes only the field it changed, and each screen's own close route closes only itself.
@MainActor @Suite("Held saves")
struct HeldSaveTests {
    let app: ScriptedApp

    init() async throws {
        app = try await ScriptedApp.signedIn(players: ["Ada"])
    }

    @Test func twoHeldEditsOfOnePlayerBothLand() async throws {
        app.faults.arm("players.update", .hold)

        await app.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Age", "type Age 30", "tap Done")
        await app.releaseHeld()

        #expect(app.titles == ["Players", "Zed"])
        #expect(app.screen.indexedRows.map(\.row.detail).prefix(2) == ["Zed", "30"])
        await app.run("back")
        await app.run("select Zed")
        #expect(app.screen.indexedRows.map(\.row.detail).prefix(2) == ["Zed", "30"])
    }

    @Test func aHeldAddLeavesAnAddPlayerOpenedMeanwhileOpen() async {
        app.faults.arm("players.add", .hold)

        await app.run("tap \"Add player\"", "type Name Abe", "tap Done", "back", "tap \"Add player\"", "type Name Bo")
        await app.releaseHeld()

        #expect(app.titles == ["Players", "Add Player"])
        #expect(app.screen.fields.first?.value == "Bo")
        await app.run("back")
        #expect(app.screen.indexedRows.map(\.row.title) == ["Abe", "Ada"])
    }

    @Test func aHeldEditLeavesTheSameFieldsEditorOpenedMeanwhileOpen() async {
        app.faults.arm("players.update", .hold)

        await app.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Name", "type Name Yan")
        await app.releaseHeld()

        #expect(app.titles == ["Players", "Zed", "Name"])
        #expect(app.screen.fields.first?.value == "Yan")
        await app.run("tap Done")
        #expect(app.titles == ["Players", "Yan"])
    }
}
