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
    let backend: Backend
    let time = VirtualTime()
    let app: AppLoader
    let session: Session

    init() async throws {
        backend = try await Backend.seeded()
        let environment = AppEnvironment(clock: time.clock, now: { [time] in time.now() }, timeZone: TimeZone(identifier: "UTC")!)
        app = AppLoader(moduleFactory: ModuleFactory(repositories: backend.repositories, environment: environment))
        session = Session(app: app, timekeeper: time, blockedWork: { [faults = backend.faults] in faults.heldCount })
        await session.start()
        await type("type Username coach", "type Password secret", "tap Login")
    }

    private var titles: [String] { app.navigationController.viewControllers.map(\.screen.title) }

    private func type(_ commands: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for command in commands {
            let reply = await session.execute(command)
            #expect(reply == .screen, "\(command): \(reply)", sourceLocation: sourceLocation)
        }
    }

    /// Lets every held call go on, oldest first, each finished before the next.
    private func releaseHeld() async {
        backend.faults.disarmHolds()
        while backend.faults.releaseOldestHeld() { await session.waitUntilIdle() }
    }

    @Test func twoHeldEditsOfOnePlayerBothLand() async throws {
        backend.faults.arm("players.update", .hold)

        await type("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Age", "type Age 30", "tap Done")
        await releaseHeld()

        let ada = try backend.player("Ada")
        let stored = try #require(try await backend.roster().first { $0.id == ada.id })
        #expect((stored.name, stored.age) == ("Zed", 30))
        #expect(titles == ["Players", "Zed"])
        #expect(session.screen.indexedRows.map(\.row.detail).prefix(2) == ["Zed", "30"])
    }

    @Test func aHeldAddLeavesAnAddPlayerOpenedMeanwhileOpen() async throws {
        backend.faults.arm("players.add", .hold)

        await type("tap \"Add player\"", "type Name Abe", "tap Done", "back", "tap \"Add player\"", "type Name Bo")
        await releaseHeld()

        #expect(titles == ["Players", "Add Player"])
        #expect(session.screen.fields.first?.value == "Bo")
        #expect(try await backend.roster().map(\.name).contains("Abe"))
    }

    @Test func aHeldEditLeavesTheSameFieldsEditorOpenedMeanwhileOpen() async {
        backend.faults.arm("players.update", .hold)

        await type("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Name", "type Name Yan")
        await releaseHeld()

        #expect(titles == ["Players", "Zed", "Name"])
        #expect(session.screen.fields.first?.value == "Yan")
        await type("tap Done")
        #expect(titles == ["Players", "Yan"])
    }
}
