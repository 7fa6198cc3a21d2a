import AppSupport
@testable import FootballGatherMVC
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
import Testing
import TestSupport

/// Saves held by `@hold` while the user goes on: each writes only the field it changed, and
/// closes only the screen that made it, never a newer one the user is typing in.
@MainActor
@Suite struct HeldSaveTests {
    let world: Backend
    let time = VirtualTime()
    let app: any Application
    let session: Session

    init() async throws {
        world = try await Backend.seeded()
        app = AppAssembly.makeApplication(repositories: world.repositories, environment: .scripted(time))
        session = Session(app: app, timekeeper: time, blockedWork: { [faults = world.faults] in faults.heldCount })
        await session.start()
        await run("type Username coach", "type Password secret", "tap Login")
    }

    private var screen: Screen { session.screen }

    private func run(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for line in lines {
            let reply = await session.execute(line)
            #expect(reply == .screen, "\(line) → \(reply)", sourceLocation: sourceLocation)
        }
    }

    /// Lets every held call go on, oldest first, each finished before the next.
    private func releaseHeld() async {
        world.faults.disarmHolds()
        while world.faults.releaseOldestHeld() { await session.waitUntilIdle() }
    }

    @Test func twoHeldEditsOfOnePlayerBothLand() async throws {
        world.faults.arm("players.update", .hold)

        await run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Age", "type Age 30", "tap Done")
        await releaseHeld()

        let stored = try #require(try await world.roster().first { $0.id == (try world.player("Ada")).id })
        #expect((stored.name, stored.age) == ("Zed", 30))
        #expect(screen.title == "Zed")
        #expect(screen.indexedRows.map(\.row.detail).prefix(2) == ["Zed", "30"])
    }

    @Test func aHeldAddLeavesAnAddPlayerOpenedMeanwhileOpen() async throws {
        world.faults.arm("players.add", .hold)

        await run("tap \"Add player\"", "type Name Abe", "tap Done", "back", "tap \"Add player\"", "type Name Bo")
        await releaseHeld()

        #expect(screen.title == "Add Player")
        #expect(screen.fields.first?.value == "Bo")
        #expect(try await world.roster().map(\.name).contains("Abe"))
    }

    @Test func aHeldEditLeavesTheSameFieldsEditorOpenedMeanwhileOpen() async throws {
        world.faults.arm("players.update", .hold)

        await run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Name", "type Name Yan")
        await releaseHeld()

        #expect(screen.title == "Name")
        #expect(screen.fields.first?.value == "Yan")
        await run("tap Done")
        #expect(screen.title == "Yan")
    }
}
