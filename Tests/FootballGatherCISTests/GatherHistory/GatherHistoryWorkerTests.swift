@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// The real History Worker against SQLite.
@MainActor
@Suite struct GatherHistoryWorkerTests {
    @Test func readsTheEndedGathersNewestFirst() async throws {
        let live = try await LiveContext()
        let first = try await live.repositories.seedEndedGather(score: Score(teamA: 1, teamB: 0), for: live.coach)
        let second = try await live.repositories.seedEndedGather(
            score: Score(teamA: 2, teamB: 2), startedAt: .fullTime, endedAt: .fullTime.addingTimeInterval(600), for: live.coach
        )
        let worker = GatherHistoryWorker(assembly: live.context)

        #expect(try await worker.endedGathers(for: live.userID).map(\.id) == [second.id, first.id])
    }

    @Test func aFailingReadIsTheStorageError() async throws {
        let live = try await LiveContext()
        live.faults.arm("gathers.history", .fail)

        await #expect(throws: FootballGatherError.storage(.loadGathers)) {
            try await GatherHistoryWorker(assembly: live.context).endedGathers(for: live.userID)
        }
    }
}
