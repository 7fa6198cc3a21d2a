@testable import FootballGatherCIS
import FootballGatherCore
import Testing

/// The real Add player Worker against SQLite.
@MainActor
@Suite struct AddPlayerWorkerTests {
    let live: LiveContext

    init() async throws {
        live = try await LiveContext()
    }

    @Test func addsThePlayerTrimmed() async throws {
        let worker = AddPlayerWorker(context: live.context, delegate: nil)

        let added = try await worker.addPlayer(PlayerDraft(name: "  Zoe "), for: live.userID)

        #expect(added.name == "Zoe")
        #expect(try await live.repositories.players.players(of: live.userID).last == added)
    }

    @Test func aFailingSaveAddsNobody() async throws {
        let worker = AddPlayerWorker(context: live.context, delegate: nil)
        live.faults.arm("players.add", .fail)

        await #expect(throws: FootballGatherError.storage(.addPlayer)) {
            try await worker.addPlayer(PlayerDraft(name: "Zoe"), for: live.userID)
        }
        #expect(try await live.repositories.players.players(of: live.userID).count == 5)
    }
}
