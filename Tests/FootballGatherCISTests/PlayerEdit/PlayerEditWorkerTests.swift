@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
import Testing

/// The real Player edit Worker against SQLite.
@MainActor @Suite struct PlayerEditWorkerTests {
    let fixture: CISWorkerFixture<PlayerEditWorker>

    init() async throws {
        fixture = try await CISWorkerFixture { PlayerEditWorker(assembly: $0.assembly, delegate: nil) }
    }

    @Test func savesTheChangedFieldOnThePlayerAsStored() async throws {
        var ada = try fixture.player("Ada")
        _ = try await fixture.repositories.players.updatePlayer(id: ada.id, setting: .name("Zed"), for: fixture.userID)

        let saved = try await fixture.worker.updatePlayer(id: ada.id, setting: .age(37), for: fixture.userID)

        ada.name = "Zed"
        ada.age = 37
        #expect(saved == ada)
        #expect(try await fixture.repositories.players.players(of: fixture.userID).last == ada)
    }

    @Test func aFailingSaveChangesNothing() async throws {
        fixture.faults.arm("players.update", .fail)
        let ada = try fixture.player("Ada")

        await #expect(throws: FootballGatherError.storage(.savePlayer)) {
            try await fixture.worker.updatePlayer(id: ada.id, setting: .name("Changed"), for: fixture.userID)
        }
        #expect(try await fixture.repositories.players.players(of: fixture.userID).first?.name == "Ada")
    }

    @Test func closesItsOwnScreenOnlyWhileItIsOnTheStack() {
        let details = ViewController()
        let editor = ViewController()
        fixture.worker.view = editor
        fixture.navigationController.setViewControllers([details, editor])

        fixture.worker.closeEditor()
        #expect(fixture.navigationController.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(details)])

        // The user opened another editor from the same details: a later save of the first
        // editor leaves it alone.
        let other = ViewController()
        fixture.navigationController.push(other)
        fixture.worker.closeEditor()
        #expect(fixture.navigationController.viewControllers.map(ObjectIdentifier.init) == [details, other].map(ObjectIdentifier.init))
    }
}
