import AppSupport
import FootballGatherModel
import FootballGatherTestSupport
import Foundation
import TerminalUI
@testable import FootballGatherVIPER
import Testing

/// Saves held by `@hold` while the user goes on, through the assembled modules: each writes
/// only the field it changed, and its router closes only its own module's screen.
@MainActor @Suite struct HeldSaveTests {
    let live: LiveApp<AppLoader>

    init() async throws {
        live = try await LiveApp.signedIn { AppLoader(moduleFactory: ModuleFactory(repositories: $0, environment: $1)) }
    }

    @Test func twoHeldEditsOfOnePlayerBothLand() async throws {
        live.faults.arm("players.update", .hold)

        await live.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Age", "type Age 30", "tap Done")
        await live.releaseHeld()

        let ada = try live.backend.player("Ada")
        let stored = try #require(try await live.backend.roster().first { $0.id == ada.id })
        #expect((stored.name, stored.age) == ("Zed", 30))
        #expect(live.titles == ["Players", "Zed"])
        #expect(live.screen.indexedRows.map(\.row.detail).prefix(2) == ["Zed", "30"])
    }

    @Test func aHeldAddLeavesAnAddPlayerOpenedMeanwhileOpen() async throws {
        live.faults.arm("players.add", .hold)

        await live.run("tap \"Add player\"", "type Name Abe", "tap Done", "back", "tap \"Add player\"", "type Name Bo")
        await live.releaseHeld()

        #expect(live.titles == ["Players", "Add Player"])
        #expect(live.screen.fields.first?.value == "Bo")
        #expect(try await live.backend.roster().map(\.name).contains("Abe"))
    }

    @Test func aHeldEditLeavesTheSameFieldsEditorOpenedMeanwhileOpen() async {
        live.faults.arm("players.update", .hold)

        await live.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Name", "type Name Yan")
        await live.releaseHeld()

        #expect(live.titles == ["Players", "Zed", "Name"])
        #expect(live.screen.fields.first?.value == "Yan")
        await live.run("tap Done")
        #expect(live.titles == ["Players", "Yan"])
    }
}
