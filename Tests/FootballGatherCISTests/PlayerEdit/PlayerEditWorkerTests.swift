@testable import FootballGatherCIS
import FootballGatherModel
import TerminalUI
import Testing

/// The real Player edit Worker against SQLite.
@MainActor
@Suite struct PlayerEditWorkerTests {
    let live: LiveContext
    let worker: PlayerEditWorker

    init() async throws {
        live = try await LiveContext()
        worker = PlayerEditWorker(context: live.context, delegate: nil)
    }

    @Test func savesThePlayer() async throws {
        var ada = live.player("Ada")
        ada.age = 37

        let saved = try await worker.updatePlayer(ada, for: live.userID)

        #expect(saved == ada)
        #expect(try await live.repositories.players.players(of: live.userID).first == ada)
    }

    @Test func aFailingSaveChangesNothing() async throws {
        live.faults.arm("players.update", .fail)
        var ada = live.player("Ada")
        ada.name = "Changed"

        await #expect(throws: FootballGatherError.storage(.savePlayer)) {
            try await worker.updatePlayer(ada, for: live.userID)
        }
        #expect(try await live.repositories.players.players(of: live.userID).first?.name == "Ada")
    }

    @Test func closesItsOwnScreenOnlyWhileItIsOnTheStack() {
        let details = ViewController()
        let editor = ViewController()
        worker.view = editor
        live.navigationController.setViewControllers([details, editor])

        worker.closeEditor()
        #expect(live.navigationController.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(details)])

        // The user opened another editor from the same details: a later save of the first
        // editor leaves it alone.
        let other = ViewController()
        live.navigationController.push(other)
        worker.closeEditor()
        #expect(live.navigationController.viewControllers.map(ObjectIdentifier.init) == [details, other].map(ObjectIdentifier.init))
    }
}
