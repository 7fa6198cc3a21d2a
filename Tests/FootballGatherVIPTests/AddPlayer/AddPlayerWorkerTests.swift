import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import Testing

/// Add player's Worker on real SQLite (in memory), with faults injected.
@MainActor @Suite struct AddPlayerWorkerTests {
    let backend: Backend
    let worker: AddPlayerWorker

    init() async throws {
        backend = try await Backend.seeded()
        worker = AddPlayerWorker(players: backend.repositories.players)
    }

    @Test func theDraftJoinsTheRosterTrimmed() async throws {
        let zoe = try await worker.addPlayer(PlayerDraft(name: " Zoe "), of: backend.userID)

        #expect(zoe.name == "Zoe")
        #expect(try await backend.roster().map(\.name) == ["Ada", "Bruno", "Carla", "Dani", "Eli", "Zoe"])
    }

    @Test func theRepositoryRefusesANameTooLong() async throws {
        await #expect(throws: FootballGatherError.nameTooLong) {
            try await worker.addPlayer(PlayerDraft(name: String(repeating: "z", count: 51)), of: backend.userID)
        }
        #expect(try await backend.roster().count == 5)
    }

    @Test func aFailingRepositoryIsTheStoragesError() async throws {
        backend.faults.arm("players.add", .fail)

        await #expect(throws: FootballGatherError.storage(.addPlayer)) {
            try await worker.addPlayer(PlayerDraft(name: "Zoe"), of: backend.userID)
        }
        #expect(try await backend.roster().count == 5)
    }
}
