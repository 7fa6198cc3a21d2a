import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import Testing

/// Gather's Worker on real SQLite (in memory) and the countdown's Ticker on virtual time.
@MainActor @Suite struct GatherWorkerTests {
    let backend: Backend
    let countdown = VirtualCountdown()
    let worker: GatherWorker

    init() async throws {
        backend = try await Backend.seeded()
        worker = GatherWorker(gathers: backend.repositories.gathers, now: { .fullTime }, ticker: countdown.makeTicker())
    }

    /// The ticks heard, on the main actor where the Ticker calls back.
    @MainActor final class Ticks {
        var count = 0
    }

    @Test func theCountdownTicksOnceASecondUntilStoppedAndASecondStartChangesNothing() async {
        let ticks = Ticks()
        worker.startCountdown { ticks.count += 1 }
        worker.startCountdown { ticks.count += 100 }
        await countdown.pass(seconds: 3)

        worker.stopCountdown()
        await countdown.pass(seconds: 2)

        #expect(ticks.count == 3)
    }

    @Test func anEndedGatherIsStoredWithItsScoreWinnerAndTheClocksTime() async throws {
        let gather = try await backend.gather(teamA: ["Ada"], teamB: ["Bruno"])

        try await worker.endGather(id: gather.id, score: Score(teamA: 2, teamB: 1), of: backend.userID)

        let ended = try #require(try await backend.repositories.gathers.endedGathers(for: backend.userID).first)
        #expect(ended.score == Score(teamA: 2, teamB: 1))
        #expect(ended.winner == .teamA)
        #expect(ended.endedAt == .fullTime)
    }

    @Test func aFailingRepositoryIsTheStoragesError() async throws {
        let gather = try await backend.gather(teamA: ["Ada"], teamB: ["Bruno"])
        backend.faults.arm("gathers.end", .fail)

        await #expect(throws: FootballGatherError.storage(.endGather)) {
            try await worker.endGather(id: gather.id, score: .zero, of: backend.userID)
        }
    }
}
