import AppSupport
import Foundation
import FootballGatherModel
import TerminalUI

/// Gather's parent (Confirm players), told once the gather has ended.
protocol GatherDelegate: AnyObject, Sendable {
    @MainActor func gatherDidEnd() async
}

/// The Gather scene's side effects: the clock (the date, and the countdown that ticks once
/// a second), the gathers repository, and the parent told of the end.
protocol GatherWorkerProtocol: AnyObject, Sendable {
    func currentDate() -> Date
    func endGather(id: Int64, score: Score, for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather
    /// Calls `tick` once a second until ``stopCountdown()``; does nothing while already ticking.
    @MainActor func startCountdown(_ tick: @escaping @MainActor () -> Void)
    @MainActor func stopCountdown()
    @MainActor func didEndGather() async
}

@MainActor
final class GatherWorker: GatherWorkerProtocol {
    private weak var delegate: (any GatherDelegate)?
    private let repository: any GatherRepository
    private let now: @Sendable () -> Date
    private let ticker: Ticker

    init(assembly: SceneAssembly, delegate: (any GatherDelegate)?) {
        repository = assembly.repositories.gathers
        now = assembly.environment.now
        ticker = Ticker(clock: assembly.environment.clock, track: assembly.activity.track)
        self.delegate = delegate
    }

    nonisolated func currentDate() -> Date {
        now()
    }

    nonisolated func endGather(
        id: Int64,
        score: Score,
        for userID: Int64,
        at date: Date
    ) async throws(FootballGatherError) -> Gather {
        try await repository.endGather(id: id, score: score, for: userID, at: date)
    }

    func startCountdown(_ tick: @escaping @MainActor () -> Void) {
        ticker.start(tick)
    }

    func stopCountdown() {
        ticker.stop()
    }

    func didEndGather() async {
        await delegate?.gatherDidEnd()
    }
}
