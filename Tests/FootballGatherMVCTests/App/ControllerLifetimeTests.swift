@testable import FootballGatherMVC
import FootballGatherTestSupport
import TerminalUI
import Testing
import TestSupport

/// Controllers hold their parents only weakly (delegates), so a screen the user has left is
/// released: that is what keeps a gather's news from reaching a flow that is gone.
@MainActor @Suite struct ControllerLifetimeTests {
    let world: Backend
    let stage: Stage

    init() async throws {
        world = try await Backend.seeded()
        stage = await Stage.players(of: world)
    }

    @Test func everyScreenLeftWithBackIsReleased() async {
        let paths: [[String]] = [
            ["select Ada"],
            ["select Ada", "select Age"],
            ["tap \"Add player\""],
            ["tap History"],
            ["tap Select", "select Ada", "select Bruno", "tap \"Confirm players\""],
        ]
        for path in paths {
            for line in path { await stage.run(line) }
            weak let top = stage.stack.last
            while stage.stack.count > 1 { await stage.run("back") }
            if stage.screen.title != "Players" { await stage.run("tap Cancel") }
            #expect(top == nil, "\(path) is still alive")
        }
    }

    @Test func aGatherLeftWithItsCountdownRunningIsReleased() async {
        await stage.run(
            "tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"",
            "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"", "tap Start", "wait 2"
        )
        weak let gather = stage.stack.last
        weak let confirm = stage.stack.dropLast().last
        #expect(gather is GatherViewController)

        await stage.run("back", "back")

        #expect(gather == nil)
        #expect(confirm == nil)
        #expect(stage.time.sleepingCount == 0)
    }
}
