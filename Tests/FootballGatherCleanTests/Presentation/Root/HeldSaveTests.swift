@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

/// Saves held by `@hold` while the user goes on, through the whole app over real SQLite:
/// each writes only the field it changed, and closes only the visit of the screen it was
/// made on, never the same route opened again.
@MainActor
@Suite struct HeldSaveTests {
    let app: RunningApp

    init() async throws {
        app = try await RunningApp.signedIn()
    }

    /// Lets every held call go on, oldest first, each finished before the next.
    private func releaseHeld() async {
        app.faults.disarmHolds()
        while app.faults.releaseOldestHeld() { await app.scripted.session.waitUntilIdle() }
    }

    @Test func twoHeldEditsOfOnePlayerBothLand() async throws {
        app.faults.arm("players.update", .hold)

        await app.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Age", "type Age 30", "tap Done")
        await releaseHeld()

        let userID = try #require(app.appState.session?.id)
        let stored = try #require(try await app.repositories.players.players(of: userID).first { $0.name == "Zed" })
        #expect(stored.age == 30)
        #expect(app.stack == ["Players", "Zed"])
        #expect(app.screen.indexedRows.map(\.row.detail).prefix(2) == ["Zed", "30"])
    }

    @Test func aHeldAddLeavesAnAddPlayerOpenedMeanwhileOpen() async throws {
        app.faults.arm("players.add", .hold)

        await app.run("tap \"Add player\"", "type Name Abe", "tap Done", "back", "tap \"Add player\"", "type Name Bo")
        await releaseHeld()

        #expect(app.stack == ["Players", "Add Player"])
        #expect(app.screen.fields.first?.value == "Bo")
        let userID = try #require(app.appState.session?.id)
        #expect(try await app.repositories.players.players(of: userID).map(\.name).contains("Abe"))
    }

    @Test func aHeldEditLeavesTheSameFieldsEditorOpenedMeanwhileOpen() async {
        app.faults.arm("players.update", .hold)

        await app.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Name", "type Name Yan")
        await releaseHeld()

        #expect(app.stack == ["Players", "Zed", "Name"])
        #expect(app.screen.fields.first?.value == "Yan")
        await app.run("tap Done")
        #expect(app.stack == ["Players", "Yan"])
    }

    /// An error belongs to the screen whose work failed: the second of two held deletes of
    /// Ada fails while her details cover Players; Players keeps the error in its own state and
    /// shows it once the user is back, never on the details.
    @Test func aDeleteThatFailsUnderPlayerDetailsShowsWhenPlayersIsBack() async {
        app.faults.arm("players.delete", .hold)

        await app.run("delete Ada", "alert Yes", "delete Ada", "alert Yes", "select Ada")
        await releaseHeld()

        #expect(app.stack == ["Players", "Ada"])
        #expect(app.screen.alert == nil)
        await app.run("back")
        #expect(app.screen.alert == .error("This player no longer exists."))
    }
}
