import AppSupport
import Foundation
import FootballGatherModel
import TerminalUI

/// Gather's parent (Confirm players), told once the gather has ended.
protocol GatherDelegate: AnyObject, Sendable {
    @MainActor func gatherDidEnd() async
}

/// Hears the countdown's seconds: the scene's own Controller, which turns each into a
/// Store mutation.
protocol GatherCountdownDelegate: AnyObject {
    @MainActor func countdownDidTick()
}

/// The Gather scene's side effects: the clock (the date, and the countdown that ticks
/// once a second), the gathers repository, error alerts, the delegate.
protocol GatherWorkable: AnyObject, Sendable {
    @MainActor var delegate: (any GatherDelegate)? { get }

    func currentDate() -> Date
    func endGather(id: Int64, score: Score, for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather
    @MainActor func showError(_ message: String)
    /// Ticks once a second, `seconds` times (the timer's last tick stops it), unless it
    /// already ticks.
    @MainActor func startCountdown(seconds: Int)
    @MainActor func stopCountdown()
}

@MainActor
final class GatherWorker: GatherWorkable {
    private(set) weak var delegate: (any GatherDelegate)?
    /// The scene's own Controller, set as the scene is assembled.
    weak var countdownDelegate: (any GatherCountdownDelegate)?
    /// The scene's own screen, set as the scene is assembled: its error alerts are this
    /// screen's, shown when it is on top (never over another screen).
    weak var view: ViewController?
    private let repository: any GatherRepository
    private let environment: AppEnvironment
    private let ticker: Ticker
    /// The ticks the running countdown still has to deliver.
    private var ticksLeft = 0

    /// - Parameter ticker: the countdown's clock, on the app's tracked activity.
    init(assembly: SceneAssembly, ticker: Ticker, delegate: (any GatherDelegate)?) {
        self.repository = assembly.repositories.gathers
        self.environment = assembly.environment
        self.ticker = ticker
        self.delegate = delegate
    }

    nonisolated func currentDate() -> Date {
        environment.now()
    }

    nonisolated func endGather(
        id: Int64,
        score: Score,
        for userID: Int64,
        at date: Date
    ) async throws(FootballGatherError) -> Gather {
        try await repository.endGather(id: id, score: score, for: userID, at: date)
    }

    func showError(_ message: String) {
        view?.presentAlert(.error(message))
    }

    func startCountdown(seconds: Int) {
        guard !ticker.isRunning, seconds > 0 else { return }
        ticksLeft = seconds
        ticker.start { [weak self] in self?.tick() }
    }

    func stopCountdown() {
        ticker.stop()
    }

    private func tick() {
        ticksLeft -= 1
        if ticksLeft <= 0 { ticker.stop() }
        countdownDelegate?.countdownDidTick()
    }
}
