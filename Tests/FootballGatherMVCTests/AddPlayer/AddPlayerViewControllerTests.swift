@testable import FootballGatherMVC
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// Add player against real SQLite: "Done" only with a name, the save, and its failures.
@MainActor @Suite struct AddPlayerViewControllerTests {
    let fixture: SceneFixture

    init() async throws {
        fixture = try await SceneFixture(roster: []) { world, spy, _ in
            let add = AddPlayerViewController(userID: world.userID, repository: world.repositories.players)
            add.delegate = spy
            return [add]
        }
        await fixture.stage.show()
    }

    @Test func startsEmptyWithDoneDisabled() {
        #expect(fixture.stage.screen == AddPlayerScreen.make(name: "", isDoneEnabled: false))
    }

    @Test func aBlankNameKeepsDoneDisabled() async {
        await fixture.stage.run("type Name \"   \"")

        #expect(fixture.stage.screen.barButtons.map(\.isEnabled) == [false])
        #expect(await fixture.stage.attempt("tap Done") != .screen)
    }

    @Test func doneAddsThePlayerTrimmedAndTellsTheDelegate() async throws {
        await fixture.stage.run("type Name \"  Zoë  \"")
        #expect(fixture.stage.screen.barButtons.map(\.isEnabled) == [true])

        await fixture.stage.run("tap Done")

        let stored = try await fixture.world.roster()
        #expect(stored.map(\.name) == ["Zoë"])
        #expect(fixture.spy.messages == [.added(try #require(stored.first))])
    }

    @Test(arguments: [
        (String(repeating: "n", count: 51), "Name must be at most 50 characters."),
        ("tab\tbed", "Name must not contain control characters."),
    ])
    func anInvalidNameIsRefusedAndNothingIsStored(name: String, message: String) async throws {
        await fixture.stage.run("type Name \"\(name)\"", "tap Done")

        #expect(fixture.stage.screen.alert == .error(message))
        #expect(try await fixture.world.roster().isEmpty)
        #expect(fixture.spy.messages.isEmpty)
    }

    @Test func aFailedAddShowsTheErrorAndKeepsTheName() async throws {
        fixture.world.faults.arm("players.add", .fail)

        await fixture.stage.run("type Name Abe", "tap Done")
        #expect(fixture.stage.screen.alert == .error("Could not add the player."))
        await fixture.stage.run("alert OK")
        #expect(fixture.stage.screen == AddPlayerScreen.make(name: "Abe", isDoneEnabled: true))

        fixture.world.faults.reset()
        await fixture.stage.run("tap Done")
        #expect(try await fixture.world.roster().map(\.name) == ["Abe"])
    }

    @Test func theScreenLoadsWhileSavingAndASecondDoneIsIgnored() async throws {
        fixture.world.faults.arm("players.add", .hold)

        await fixture.stage.run("type Name Abe", "tap Done")
        try await fixture.world.faults.waitUntilHeld()
        #expect(fixture.stage.screen.isLoading)
        await fixture.stage.run("tap Done")
        #expect(fixture.world.faults.heldCount == 1)

        fixture.world.faults.reset()
        await fixture.stage.settle()
        #expect(try await fixture.world.roster().count == 1)
        #expect(fixture.spy.messages.count == 1)
    }
}
