import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import Testing

/// Players' Worker on real SQLite.
@MainActor @Suite struct PlayerListWorkerTests {
    let backend: Backend
    let worker: PlayerListWorker

    init() async throws {
        backend = try await Backend.seeded()
        worker = PlayerListWorker(players: backend.repositories.players)
    }

    @Test func theRosterIsSortedByName() async throws {
        #expect(try await worker.fetchPlayers(of: backend.userID).map(\.name) == ["Ada", "Bruno", "Carla", "Dani", "Eli"])
    }

    @Test func anotherUsersRosterIsNotShown() async throws {
        let other = try await backend.repositories.users.register(username: "other", password: "pw")

        #expect(try await worker.fetchPlayers(of: other.id).isEmpty)
    }

    @Test func deletingRemovesThePlayer() async throws {
        try await worker.deletePlayer(try backend.player("Carla"), of: backend.userID)

        #expect(try await backend.roster().map(\.name) == ["Ada", "Bruno", "Dani", "Eli"])
    }

    @Test func aFailureIsThrownAsTheStoragesError() async {
        backend.faults.arm("players.list", .fail)

        await #expect(throws: FootballGatherError.storage(.loadPlayers)) {
            try await worker.fetchPlayers(of: backend.userID)
        }
    }
}
