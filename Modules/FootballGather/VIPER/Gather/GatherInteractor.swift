import AppSupport
import FootballGatherModel

/// Gather's business: the teams, the score, the countdown (Core's `GatherTimer` driven by
/// the app's clock, one tick a second) and ending the gather in the repository.
@MainActor
final class GatherInteractor {
    weak var presenter: (any GatherPresenterServiceHandler)?
    private(set) var score = Score.zero
    private(set) var timer = GatherTimer()
    private let gather: Gather
    private let userID: Int64
    private let repository: any GatherRepository
    /// The clock the countdown sleeps on, and the date the gather ends at.
    private let environment: AppEnvironment
    /// The countdown loop; it lives only while the timer runs.
    private var countdown: Task<Void, Never>?

    init(gather: Gather, userID: Int64, repository: any GatherRepository, environment: AppEnvironment) {
        self.gather = gather
        self.userID = userID
        self.repository = repository
        self.environment = environment
    }

    /// Tells the presenter, and ends the loop as soon as the timer no longer runs.
    private func timerDidChange() {
        if timer.state != .running {
            countdown?.cancel()
            countdown = nil
        }
        presenter?.timerDidChange(timer)
    }

    /// Ticks once a second on the clock while the timer runs; returns when it stops.
    private func countDown() async {
        guard timer.state == .running, countdown == nil else { return }
        let loop = Task { [weak self, clock = environment.clock] in
            while true {
                do { try await clock.sleep(for: .seconds(1)) } catch { return }
                // A tick that woke up after a pause (or after the screen left) must not count.
                guard !Task.isCancelled, let self else { return }
                self.timer.tick()
                self.timerDidChange()
            }
        }
        countdown = loop
        await loop.value
    }

    deinit {
        countdown?.cancel()
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
    func toggleTimer() async {
        timer.toggle()
        timerDidChange()
        await countDown()
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
            _ = try await repository.endGather(id: gather.id, score: score, for: userID, at: environment.now())
            cancelTimer()
            presenter?.gatherDidEnd()
        } catch {
            presenter?.serviceFailed(with: error)
        }
    }
}
