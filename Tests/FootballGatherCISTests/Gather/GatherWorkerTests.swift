import AppSupport
@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
import Testing

/// The real Gather Worker: a countdown on the app's (test) clock, one tick a second, and
/// gathers ended in SQLite.
@MainActor
@Suite struct GatherWorkerTests {
    /// Counts the seconds the countdown delivers.
    @MainActor
    final class Ticks: GatherCountdownDelegate {
        private(set) var count = 0
        func countdownDidTick() { count += 1 }
    }

    let live: LiveContext
    let worker: GatherWorker
    let ticks = Ticks()

    init() async throws {
        live = try await LiveContext()
        let ticker = Ticker(clock: live.time.clock, track: live.navigationController.rootActivity.track)
        worker = GatherWorker(assembly: live.context, ticker: ticker, delegate: nil)
        worker.countdownDelegate = ticks
    }

    private func pass(_ seconds: Int) async {
        await live.pass(seconds)
    }

    @Test func theCountdownTicksOnceASecondUntilStopped() async {
        worker.startCountdown(seconds: 600)
        worker.startCountdown(seconds: 600)
        await pass(3)
        #expect(ticks.count == 3)

        worker.stopCountdown()
        await pass(2)

        #expect(ticks.count == 3)
    }

    @Test func theCountdownStopsByItselfAfterItsSeconds() async {
        worker.startCountdown(seconds: 2)
        await pass(4)

        #expect(ticks.count == 2)
        #expect(live.navigationController.activity.pendingCount == 0)
    }

    @Test func theCountdownIsWorkTheToolkitWaitsFor() {
        worker.startCountdown(seconds: 600)

        #expect(live.navigationController.activity.pendingCount == 1)
        worker.stopCountdown()
    }

    @Test func endsTheGatherWithTheScoreAndItsWinner() async throws {
        let lineUp = [GatherPlayer(player: live.player("Ada"), team: .teamA), GatherPlayer(player: live.player("Bruno"), team: .teamB)]
        let started = try await live.repositories.gathers.startGather(players: lineUp, for: live.userID, at: .kickOff)

        let ended = try await worker.endGather(id: started.id, score: Score(teamA: 2, teamB: 2), for: live.userID, at: worker.currentDate())

        #expect(ended.winner == .draw)
        #expect(ended.endedAt == .fullTime)
    }

    @Test func aFailingEndLeavesTheGatherInProgress() async throws {
        let lineUp = [GatherPlayer(player: live.player("Ada"), team: .teamA), GatherPlayer(player: live.player("Bruno"), team: .teamB)]
        let started = try await live.repositories.gathers.startGather(players: lineUp, for: live.userID, at: .kickOff)
        live.faults.arm("gathers.end", .fail)

        await #expect(throws: FootballGatherError.storage(.endGather)) {
            try await worker.endGather(id: started.id, score: .zero, for: live.userID, at: .fullTime)
        }
        #expect(try await live.repositories.gathers.endedGathers(for: live.userID).isEmpty)
    }
}
