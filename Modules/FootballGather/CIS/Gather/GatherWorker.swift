import AppSupport
import Foundation
import FootballGatherModel
import TerminalUI

/// Gather's parent (Confirm players), told once the gather has ended.
protocol GatherDelegate: AnyObject {
    @MainActor func gatherDidEnd()
}

/// Hears the countdown's seconds: the scene's own Controller, which turns each into a
/// Store mutation.
protocol GatherCountdownDelegate: AnyObject {
    @MainActor func countdownDidTick()
}

/// The Gather scene's side effects: the clock (the date, and the countdown that ticks
/// once a second on the app's clock), the gathers repository, error alerts, the delegate.
protocol GatherWorkable: AnyObject, Sendable {
    @MainActor var delegate: (any GatherDelegate)? { get }

    func currentDate() -> Date
    func endGather(id: Int64, score: Score, for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather
    @MainActor func showError(_ message: String)
    /// Starts ticking once a second, unless it already does.
    @MainActor func startCountdown()
    @MainActor func stopCountdown()
}

@MainActor
final class GatherWorker: GatherWorkable {
    private(set) weak var delegate: (any GatherDelegate)?
    /// The scene's own Controller, set as the scene is assembled.
    weak var countdownDelegate: (any GatherCountdownDelegate)?
    private let repository: any GatherRepository
    private let environment: AppEnvironment
    private unowned let navigationController: NavigationController
    private var countdown: Task<Void, Never>?

    init(context: SceneContext, delegate: (any GatherDelegate)?) {
        self.repository = context.repositories.gathers
        self.environment = context.environment
        self.navigationController = context.navigationController
        self.delegate = delegate
    }

    deinit {
        countdown?.cancel()
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
        navigationController.presentAlert(.error(message))
    }

    /// The loop runs on the main actor, so each tick lands before the driver looks again;
    /// the toolkit tracks it, and counts it idle while it sleeps on the app's clock.
    func startCountdown() {
        guard countdown == nil else { return }
        let countdown = Task { @MainActor [clock = environment.clock, weak self] in
            while true {
                do { try await clock.sleep(for: .seconds(1)) } catch { return }
                // A tick that lands after a pause (or after the screen left) must not count.
                guard !Task.isCancelled, let self else { return }
                self.countdownDelegate?.countdownDidTick()
            }
        }
        self.countdown = countdown
        navigationController.rootActivity.track(countdown)
    }

    func stopCountdown() {
        countdown?.cancel()
        countdown = nil
    }
}
