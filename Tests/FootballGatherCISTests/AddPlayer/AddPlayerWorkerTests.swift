@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
import Testing

/// The real Add player Worker against SQLite.
@MainActor @Suite struct AddPlayerWorkerTests {
    let fixture: CISWorkerFixture<AddPlayerWorker>

    init() async throws {
        fixture = try await CISWorkerFixture { AddPlayerWorker(assembly: $0.assembly, delegate: nil) }
    }

    @Test func addsThePlayerTrimmed() async throws {
        let added = try await fixture.worker.addPlayer(PlayerDraft(name: "  Zoe "), for: fixture.userID)

        #expect(added.name == "Zoe")
        #expect(try await fixture.repositories.players.players(of: fixture.userID).last == added)
    }

    @Test func aFailingSaveAddsNobody() async throws {
        fixture.faults.arm("players.add", .fail)

        await #expect(throws: FootballGatherError.storage(.addPlayer)) {
            try await fixture.worker.addPlayer(PlayerDraft(name: "Zoe"), for: fixture.userID)
        }
        #expect(try await fixture.repositories.players.players(of: fixture.userID).count == 5)
    }

    @Test func closesItsOwnScreenOnlyWhileItIsOnTheStack() {
        let players = ViewController()
        let addPlayer = ViewController()
        fixture.worker.view = addPlayer
        fixture.navigationController.setViewControllers([players, addPlayer])

        fixture.worker.closeAddPlayer()
        #expect(fixture.navigationController.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(players)])

        // The user opened Add player again while this add was held: it stays open.
        let again = ViewController()
        fixture.navigationController.push(again)
        fixture.worker.closeAddPlayer()
        #expect(fixture.navigationController.viewControllers.map(ObjectIdentifier.init) == [players, again].map(ObjectIdentifier.init))
    }
}
