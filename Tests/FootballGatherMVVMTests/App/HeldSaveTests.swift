import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import Testing

/// Saves held by `@hold` while the user goes on: each writes only the field it changed, and
/// closes only the screen that made it, never a newer one the user is typing in.
@MainActor @Suite struct HeldSaveTests {
    let harness: AppHarness

    init() async throws {
        harness = AppHarness(world: try await Backend.seeded())
        await harness.start()
        await harness.signIn()
    }

    @Test func twoHeldEditsOfOnePlayerBothLand() async throws {
        harness.backend.faults.arm("players.update", .hold)

        await harness.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Age", "type Age 30", "tap Done")
        await harness.releaseHeld()

        let ada = try harness.backend.player("Ada")
        let stored = try #require(try await harness.backend.roster().first { $0.id == ada.id })
        #expect((stored.name, stored.age) == ("Zed", 30))
        #expect(harness.top is PlayerDetailsView)
        #expect(harness.screen.indexedRows.map(\.row.detail).prefix(2) == ["Zed", "30"])
    }

    @Test func aHeldAddLeavesAnAddPlayerOpenedMeanwhileOpen() async throws {
        harness.backend.faults.arm("players.add", .hold)

        await harness.run("tap \"Add player\"", "type Name Abe", "tap Done", "back", "tap \"Add player\"", "type Name Bo")
        await harness.releaseHeld()

        #expect(harness.top is AddPlayerView)
        #expect(harness.screen.fields.first?.value == "Bo")
        #expect(try await harness.backend.roster().map(\.name).contains("Abe"))
    }

    @Test func aHeldEditLeavesTheSameFieldsEditorOpenedMeanwhileOpen() async {
        harness.backend.faults.arm("players.update", .hold)

        await harness.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Name", "type Name Yan")
        await harness.releaseHeld()

        #expect(harness.top is PlayerEditView)
        #expect(harness.screen.fields.first?.value == "Yan")
        await harness.run("tap Done")
        #expect(harness.screen.title == "Yan")
    }
}
