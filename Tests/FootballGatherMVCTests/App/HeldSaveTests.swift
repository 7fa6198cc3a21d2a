import AppSupport
@testable import FootballGatherMVC
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
import Testing
import TestSupport

/// Saves held by `@hold` while the user goes on: each writes only the field it changed, and
/// closes only the screen that made it, never a newer one the user is typing in.
@MainActor @Suite struct HeldSaveTests {
    let live: LiveApp<AppDelegate>

    init() async throws {
        live = try await LiveApp.signedIn { AppAssembly.makeApplication(repositories: $0, environment: $1) as! AppDelegate }
    }

    @Test func twoHeldEditsOfOnePlayerBothLand() async throws {
        live.faults.arm("players.update", .hold)

        await live.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Age", "type Age 30", "tap Done")
        await live.releaseHeld()

        let stored = try #require(try await live.backend.roster().first { $0.id == (try live.backend.player("Ada")).id })
        #expect((stored.name, stored.age) == ("Zed", 30))
        #expect(live.screen.title == "Zed")
        #expect(live.screen.indexedRows.map(\.row.detail).prefix(2) == ["Zed", "30"])
    }

    @Test func aHeldAddLeavesAnAddPlayerOpenedMeanwhileOpen() async throws {
        live.faults.arm("players.add", .hold)

        await live.run("tap \"Add player\"", "type Name Abe", "tap Done", "back", "tap \"Add player\"", "type Name Bo")
        await live.releaseHeld()

        #expect(live.screen.title == "Add Player")
        #expect(live.screen.fields.first?.value == "Bo")
        #expect(try await live.backend.roster().map(\.name).contains("Abe"))
    }

    @Test func aHeldEditLeavesTheSameFieldsEditorOpenedMeanwhileOpen() async throws {
        live.faults.arm("players.update", .hold)

        await live.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Name", "type Name Yan")
        await live.releaseHeld()

        #expect(live.screen.title == "Name")
        #expect(live.screen.fields.first?.value == "Yan")
        await live.run("tap Done")
        #expect(live.screen.title == "Yan")
    }
}
