import AppSupport
import Foundation
import FootballGatherModel

/// Gather's work outside the scene, as its Interactor asks for it: the templates' Worker,
/// behind the protocol the Interactor is given, so its tests hand it a spy. The protocol sits
/// in the Worker's file, as each of the scene's protocols sits in the file of its role.
@MainActor
protocol GatherWorkerLogic: AnyObject {
    /// One `tick` a second until stopped; a second start while running changes nothing.
    func startCountdown(_ tick: @escaping @MainActor () -> Void)
    func stopCountdown()
    /// Saves the score; the Model works out "A-B" and the winner.
    func endGather(id: Int64, score: Score, of userID: Int64) async throws(FootballGatherError)
}

/// Gather's Worker: the countdown's ticks (AppSupport's `Ticker` on the app's
/// clock: a timer is Foundation's, not the toolkit's) and ending the gather in the repository,
/// dated by the app's clock.
@MainActor
final class GatherWorker: GatherWorkerLogic {
    private let gathers: any GatherRepository
    private let now: @Sendable () -> Date
    private let ticker: Ticker

    init(gathers: any GatherRepository, now: @escaping @Sendable () -> Date, ticker: Ticker) {
        self.gathers = gathers
        self.now = now
        self.ticker = ticker
    }

    /// One `tick` a second until stopped; a second start while running changes nothing.
    func startCountdown(_ tick: @escaping @MainActor () -> Void) {
        ticker.start(tick)
    }

    func stopCountdown() {
        ticker.stop()
    }

    /// The Model works out "A-B" and the winner.
    func endGather(id: Int64, score: Score, of userID: Int64) async throws(FootballGatherError) {
        _ = try await gathers.endGather(id: id, score: score, for: userID, at: now())
    }
}
