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
        worker = PlayerEditWorker(assembly: live.context, delegate: nil)
    }

    @Test func savesTheChangedFieldOnThePlayerAsStored() async throws {
        var ada = live.player("Ada")
        _ = try await live.repositories.players.updatePlayer(id: ada.id, setting: .name("Zed"), for: live.userID)

        let saved = try await worker.updatePlayer(id: ada.id, setting: .age(37), for: live.userID)

        ada.name = "Zed"
        ada.age = 37
        #expect(saved == ada)
        #expect(try await live.repositories.players.players(of: live.userID).last == ada)
    }

    @Test func aFailingSaveChangesNothing() async throws {
        live.faults.arm("players.update", .fail)
        let ada = live.player("Ada")

        await #expect(throws: FootballGatherError.storage(.savePlayer)) {
            try await worker.updatePlayer(id: ada.id, setting: .name("Changed"), for: live.userID)
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
