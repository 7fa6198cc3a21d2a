import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import Testing

/// Player edit's Worker on real SQLite (in memory), with faults injected: a save sets one
/// field on the player as stored.
@MainActor @Suite struct PlayerEditWorkerTests {
    let backend: Backend
    let worker: PlayerEditWorker

    init() async throws {
        backend = try await Backend.seeded()
        worker = PlayerEditWorker(players: backend.repositories.players)
    }

    @Test func aSaveSetsOnlyItsFieldAndAnswersThePlayerAsStored() async throws {
        let ada = try backend.player("Ada")

        let saved = try await worker.savePlayer(id: ada.id, setting: .skill(.beginner), of: backend.userID)

        var expected = ada
        expected.skill = .beginner
        #expect(saved == expected)
        #expect(try await backend.roster().first { $0.id == ada.id } == expected)
    }

    @Test func aFailingRepositoryIsTheStoragesErrorAndChangesNothing() async throws {
        let ada = try backend.player("Ada")
        backend.faults.arm("players.update", .fail)

        await #expect(throws: FootballGatherError.storage(.savePlayer)) {
            try await worker.savePlayer(id: ada.id, setting: .name("Adele"), of: backend.userID)
        }
        #expect(try await backend.roster().first { $0.id == ada.id }?.name == "Ada")
    }
}
