@testable import FootballGatherMVC
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// Add player against real SQLite: "Done" only with a name, the save, and its failures.
@MainActor @Suite struct AddPlayerViewControllerTests {
    let world: Backend
    let spy = DelegateSpy()
    let stage: Stage

    init() async throws {
        let world = try await Backend.seeded(with: [])
        let spy = spy
        self.world = world
        stage = Stage(faults: world.faults) { _ in
            let add = AddPlayerViewController(userID: world.userID, repository: world.repositories.players)
            add.delegate = spy
            return [add]
        }
        await stage.show()
    }

    @Test func startsEmptyWithDoneDisabled() {
        #expect(stage.screen == AddPlayerScreen.make(name: "", isDoneEnabled: false))
    }

    @Test func aBlankNameKeepsDoneDisabled() async {
        await stage.run("type Name \"   \"")

        #expect(stage.screen.barButtons.map(\.isEnabled) == [false])
        #expect(await stage.attempt("tap Done") != .screen)
    }

    @Test func doneAddsThePlayerTrimmedAndTellsTheDelegate() async throws {
        await stage.run("type Name \"  Zoë  \"")
        #expect(stage.screen.barButtons.map(\.isEnabled) == [true])

        await stage.run("tap Done")

        let stored = try await world.roster()
        #expect(stored.map(\.name) == ["Zoë"])
        #expect(spy.messages == [.added(try #require(stored.first))])
    }

    @Test(arguments: [
        (String(repeating: "n", count: 51), "Name must be at most 50 characters."),
        ("tab\tbed", "Name must not contain control characters."),
    ])
    func anInvalidNameIsRefusedAndNothingIsStored(name: String, message: String) async throws {
        await stage.run("type Name \"\(name)\"", "tap Done")

        #expect(stage.screen.alert == .error(message))
        #expect(try await world.roster().isEmpty)
        #expect(spy.messages.isEmpty)
    }

    @Test func aFailedAddShowsTheErrorAndKeepsTheName() async throws {
        world.faults.arm("players.add", .fail)

        await stage.run("type Name Abe", "tap Done")
        #expect(stage.screen.alert == .error("Could not add the player."))
        await stage.run("alert OK")
        #expect(stage.screen == AddPlayerScreen.make(name: "Abe", isDoneEnabled: true))

        world.faults.reset()
        await stage.run("tap Done")
        #expect(try await world.roster().map(\.name) == ["Abe"])
    }

    @Test func theScreenLoadsWhileSavingAndASecondDoneIsIgnored() async throws {
        world.faults.arm("players.add", .hold)

        await stage.run("type Name Abe", "tap Done")
        try await world.faults.waitUntilHeld()
        #expect(stage.screen.isLoading)
        await stage.run("tap Done")
        #expect(world.faults.heldCount == 1)

        world.faults.reset()
        await stage.settle()
        #expect(try await world.roster().count == 1)
        #expect(spy.messages.count == 1)
    }
}
