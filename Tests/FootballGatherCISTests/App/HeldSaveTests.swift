import AppSupport
import Foundation
@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
import Testing

/// Saves held by `@hold` while the user goes on, through the whole app: each writes only the
/// field it changed, and each scene's Worker closes only its own screen.
@MainActor
@Suite struct HeldSaveTests {
    let faults = FaultInjector()
    let time = VirtualTime()
    let repositories: FootballGatherRepositories
    let coach: SeededUser
    let app: AppDelegate
    let session: Session

    init() async throws {
        repositories = try .test(faults: faults)
        coach = try await repositories.seedPlayers()
        let time = time
        let environment = AppEnvironment(clock: time.clock, now: { time.now() }, timeZone: TimeZone(secondsFromGMT: 0)!)
        app = AppDelegate(repositories: repositories, environment: environment)
        session = Session(app: app, timekeeper: time, blockedWork: { [faults] in faults.heldCount })
        await session.start()
        await type("type Username coach", "type Password secret", "tap Login")
    }

    private var titles: [String] { app.navigationController.viewControllers.map(\.screen.title) }

    private func type(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for line in lines {
            let reply = await session.execute(line)
            #expect(reply == .screen, "\(line): \(reply)", sourceLocation: sourceLocation)
        }
    }

    /// Lets every held call go on, oldest first, each finished before the next.
    private func releaseHeld() async {
        faults.disarmHolds()
        while faults.releaseOldestHeld() { await session.waitUntilIdle() }
    }

    @Test func twoHeldEditsOfOnePlayerBothLand() async throws {
        faults.arm("players.update", .hold)

        await type("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Age", "type Age 30", "tap Done")
        await releaseHeld()

        let ada = try #require(coach.player(named: "Ada"))
        let stored = try #require(try await repositories.players.players(of: coach.user.id).first { $0.id == ada.id })
        #expect((stored.name, stored.age) == ("Zed", 30))
        #expect(titles == ["Players", "Zed"])
        #expect(session.screen.indexedRows.map(\.row.detail).prefix(2) == ["Zed", "30"])
    }

    @Test func aHeldAddLeavesAnAddPlayerOpenedMeanwhileOpen() async throws {
        faults.arm("players.add", .hold)

        await type("tap \"Add player\"", "type Name Abe", "tap Done", "back", "tap \"Add player\"", "type Name Bo")
        await releaseHeld()

        #expect(titles == ["Players", "Add Player"])
        #expect(session.screen.fields.first?.value == "Bo")
        #expect(try await repositories.players.players(of: coach.user.id).map(\.name).contains("Abe"))
    }

    @Test func aHeldEditLeavesTheSameFieldsEditorOpenedMeanwhileOpen() async {
        faults.arm("players.update", .hold)

        await type("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Name", "type Name Yan")
        await releaseHeld()

        #expect(titles == ["Players", "Zed", "Name"])
        #expect(session.screen.fields.first?.value == "Yan")
        await type("tap Done")
        #expect(titles == ["Players", "Yan"])
    }
}
