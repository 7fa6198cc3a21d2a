import Foundation
import FootballGatherModel
import Observation

/// The Gather screen's state and intents: the teams, the score, the countdown and its time
/// picker, and ending the gather.
@MainActor @Observable
final class GatherViewModel {
    /// The time picker's rows while it is open, before "Done" applies them.
    struct TimeSelection: Equatable {
        var minutes: Int
        var seconds: Int
    }

    let teamA: [Player]
    let teamB: [Player]
    private(set) var score = Score.zero
    private(set) var timer = GatherTimer()
    /// Non-nil while the time picker is open.
    private(set) var timeSelection: TimeSelection?
    private(set) var isConfirmingEnd = false
    private(set) var isEnding = false
    private(set) var errorMessage: String?

    private let gatherID: Int64
    private let userID: Int64
    private let repository: any GatherRepository
    private let clock: any Clock<Duration>
    private let now: @Sendable () -> Date
    private let onEnded: @MainActor () -> Void
    /// The countdown loop; it lives only while the timer runs.
    @ObservationIgnored private(set) var ticking: Task<Void, Never>?

    /// - Parameter onEnded: called once the gather is saved as ended.
    init(
        gather: Gather,
        userID: Int64,
        repository: any GatherRepository,
        clock: any Clock<Duration>,
        now: @escaping @Sendable () -> Date,
        onEnded: @escaping @MainActor () -> Void
    ) {
        self.teamA = gather.players(of: .teamA)
        self.teamB = gather.players(of: .teamB)
        self.gatherID = gather.id
        self.userID = userID
        self.repository = repository
        self.clock = clock
        self.now = now
        self.onEnded = onEnded
    }

    deinit {
        ticking?.cancel()
    }

    // MARK: Score

    func setScore(_ goals: Int, for team: Team) {
        guard Score.range.contains(goals) else { return }
        score[team] = goals
    }

    // MARK: Timer

    /// Start, pause or resume.
    func toggleTimer() {
        timer.toggle()
        updateTicking()
    }

    /// Stops the countdown and puts the selected time back.
    func cancelTimer() {
        timer.cancel()
        updateTicking()
    }

    func showTimePicker() {
        timeSelection = TimeSelection(minutes: timer.selectedMinuteIndex, seconds: timer.selectedSecondIndex)
    }

    func pickMinutes(at index: Int) {
        guard GatherTimer.minuteOptions.indices.contains(index) else { return }
        timeSelection?.minutes = index
    }

    func pickSeconds(at index: Int) {
        guard GatherTimer.secondOptions.indices.contains(index) else { return }
        timeSelection?.seconds = index
    }

    func cancelTimePicker() {
        timeSelection = nil
    }

    /// Selects the picked time, which stops the countdown.
    func confirmTimePicker() {
        guard let selection = timeSelection else { return }
        timer.set(minutes: selection.minutes, seconds: selection.seconds)
        timeSelection = nil
        updateTicking()
    }

    /// The screen went away: the countdown stops for good.
    func onDisappear() {
        timer.cancel()
        updateTicking()
    }

    // MARK: Ending

    func requestEnd() {
        isConfirmingEnd = true
    }

    func cancelEnd() {
        isConfirmingEnd = false
    }

    /// Saves the score and its winner. On failure the score and the timer carry on as they were.
    func confirmEnd() async {
        guard isConfirmingEnd, !isEnding else { return }
        isConfirmingEnd = false
        isEnding = true
        defer { isEnding = false }
        do throws(FootballGatherError) {
            _ = try await repository.endGather(id: gatherID, score: score, for: userID, at: now())
            timer.cancel()
            updateTicking()
            onEnded()
        } catch {
            errorMessage = error.message
        }
    }

    func dismissError() {
        errorMessage = nil
    }

    // MARK: Countdown loop

    /// Runs the loop exactly while the timer runs.
    private func updateTicking() {
        if timer.state == .running {
            guard ticking == nil else { return }
            ticking = Task { @MainActor [weak self, clock] in
                while true {
                    do { try await clock.sleep(for: .seconds(1)) } catch { return }
                    // A tick queued before a pause (or after the screen left) must not count.
                    guard !Task.isCancelled, let self else { return }
                    self.tick()
                }
            }
        } else {
            ticking?.cancel()
            ticking = nil
        }
    }

    private func tick() {
        timer.tick()
        updateTicking()
    }
}
