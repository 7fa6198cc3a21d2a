import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import Testing

/// Confirm players' Worker on real SQLite (in memory), with faults injected.
@MainActor @Suite struct ConfirmPlayersWorkerTests {
    let backend: Backend
    let worker: ConfirmPlayersWorker

    init() async throws {
        backend = try await Backend.seeded()
        worker = ConfirmPlayersWorker(gathers: backend.repositories.gathers, now: { .kickOff })
    }

    @Test func theGatherIsStartedWithItsTeamsAtTheClocksTime() async throws {
        let players = [
            GatherPlayer(player: try backend.player("Ada"), team: .teamA),
            GatherPlayer(player: try backend.player("Bruno"), team: .teamB),
        ]

        let gather = try await worker.startGather(with: players, of: backend.userID)

        #expect(gather.players(of: .teamA).map(\.name) == ["Ada"])
        #expect(gather.players(of: .teamB).map(\.name) == ["Bruno"])
        #expect(gather.createdAt == .kickOff)
        #expect(gather.endedAt == nil)
    }

    @Test func aFailingRepositoryIsTheStoragesError() async throws {
        backend.faults.arm("gathers.start", .fail)
        let players = [GatherPlayer(player: try backend.player("Ada"), team: .teamA)]

        await #expect(throws: FootballGatherError.storage(.startGather)) {
            try await worker.startGather(with: players, of: backend.userID)
        }
    }
}
