@testable import FootballGatherCIS
import FootballGatherModel
import TerminalUI
import Testing

/// The real Add player Worker against SQLite.
@MainActor
@Suite struct AddPlayerWorkerTests {
    let live: LiveContext
    let worker: AddPlayerWorker

    init() async throws {
        live = try await LiveContext()
        worker = AddPlayerWorker(assembly: live.context, delegate: nil)
    }

    @Test func addsThePlayerTrimmed() async throws {

        let added = try await worker.addPlayer(PlayerDraft(name: "  Zoe "), for: live.userID)

        #expect(added.name == "Zoe")
        #expect(try await live.repositories.players.players(of: live.userID).last == added)
    }

    @Test func aFailingSaveAddsNobody() async throws {
        live.faults.arm("players.add", .fail)

        await #expect(throws: FootballGatherError.storage(.addPlayer)) {
            try await worker.addPlayer(PlayerDraft(name: "Zoe"), for: live.userID)
        }
        #expect(try await live.repositories.players.players(of: live.userID).count == 5)
    }

    @Test func closesItsOwnScreenOnlyWhileItIsOnTheStack() {
        let players = ViewController()
        let addPlayer = ViewController()
        worker.view = addPlayer
        live.navigationController.setViewControllers([players, addPlayer])

        worker.closeAddPlayer()
        #expect(live.navigationController.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(players)])

        // The user opened Add player again while this add was held: it stays open.
        let again = ViewController()
        live.navigationController.push(again)
        worker.closeAddPlayer()
        #expect(live.navigationController.viewControllers.map(ObjectIdentifier.init) == [players, again].map(ObjectIdentifier.init))
    }
}
