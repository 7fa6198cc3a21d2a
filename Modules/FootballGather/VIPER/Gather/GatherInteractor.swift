import AppSupport
import Foundation
import FootballGatherModel

/// Gather's business: the teams, the score, the countdown (the Model's `GatherTimer`, one tick a
/// second from a `Ticker` while it runs) and ending the gather in the repository.
@MainActor
final class GatherInteractor {
    weak var presenter: (any GatherPresenterServiceHandler)?
    private(set) var score = Score.zero
    private(set) var timer = GatherTimer()
    private let gather: Gather
    private let userID: Int64
    private let repository: any GatherRepository
    private let ticker: Ticker
    /// The date the gather ends at.
    private let now: @Sendable () -> Date

    init(gather: Gather, userID: Int64, repository: any GatherRepository, ticker: Ticker, now: @escaping @Sendable () -> Date) {
        self.gather = gather
        self.userID = userID
        self.repository = repository
        self.ticker = ticker
        self.now = now
    }

    /// Keeps the ticker going exactly while the timer runs, and tells the presenter.
    private func timerDidChange() {
        if timer.state == .running {
            ticker.start { [weak self] in self?.tick() }
        } else {
            ticker.stop()
        }
        presenter?.timerDidChange(timer)
    }

    private func tick() {
        timer.tick()
        timerDidChange()
    }
}

// MARK: - Teams and score

extension GatherInteractor: GatherInteractorScore {
    func players(of team: Team) -> [Player] {
        gather.players(of: team)
    }

    func setScore(_ goals: Int, for team: Team) {
        guard Score.range.contains(goals) else { return }
        score[team] = goals
    }
}

// MARK: - Timer

extension GatherInteractor: GatherInteractorTimer {
    func toggleTimer() {
        timer.toggle()
        timerDidChange()
    }

    func cancelTimer() {
        timer.cancel()
        timerDidChange()
    }

    func setTime(minutes: Int, seconds: Int) {
        timer.set(minutes: minutes, seconds: seconds)
        timerDidChange()
    }
}

// MARK: - Services

extension GatherInteractor: GatherInteractorServiceRequester {
    /// On failure the score and the countdown carry on untouched.
    func endGather() async {
        do throws(FootballGatherError) {
            _ = try await repository.endGather(id: gather.id, score: score, for: userID, at: now())
            cancelTimer()
            presenter?.gatherDidEnd()
        } catch {
            presenter?.serviceFailed(with: error)
        }
    }
}
