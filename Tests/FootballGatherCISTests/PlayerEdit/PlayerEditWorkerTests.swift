@testable import FootballGatherCIS
import FootballGatherModel
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
}
