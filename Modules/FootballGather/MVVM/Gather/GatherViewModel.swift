import Foundation
import FootballGatherModel
import FootballGatherUI
import Observation

/// The Gather screen's state and intents: the teams, the score and ending the gather,
/// with the countdown in its own ``GatherTimerViewModel``; and what the screen shows of
/// them, ready to display.
@MainActor @Observable
final class GatherViewModel {
    /// The countdown and its time picker.
    let countdown: GatherTimerViewModel
    /// Team A's players: name, and the position's acronym as detail.
    let teamARows: [GatherScreen.Row]
    let teamBRows: [GatherScreen.Row]
    private(set) var score = Score.zero
    private(set) var isConfirmingEnd = false
    private(set) var isEnding = false
    private(set) var errorMessage: String?

    private let gatherID: Int64
    private let userID: Int64
    private let repository: any GatherRepository
    private let now: @Sendable () -> Date
    private let onEnded: @MainActor () -> Void

    /// - Parameter onEnded: called once the gather is saved as ended.
    init(
        gather: Gather,
        countdown: GatherTimerViewModel,
        userID: Int64,
        repository: any GatherRepository,
        now: @escaping @Sendable () -> Date,
        onEnded: @escaping @MainActor () -> Void
    ) {
        self.countdown = countdown
        self.teamARows = Self.rows(of: gather.players(of: .teamA))
        self.teamBRows = Self.rows(of: gather.players(of: .teamB))
        self.gatherID = gather.id
        self.userID = userID
        self.repository = repository
        self.now = now
        self.onEnded = onEnded
    }

    // MARK: Display

    var teamAScore: Int { score.teamA }
    var teamBScore: Int { score.teamB }

    /// The error wins over the end confirmation.
    var alert: GatherScreen.Alert? {
        if let errorMessage { return .error(errorMessage) }
        return isConfirmingEnd ? .confirmEnd : nil
    }

    // MARK: Intents

    func setScore(_ goals: Int, for team: Team) {
        guard Score.range.contains(goals) else { return }
        score[team] = goals
    }

    /// The screen went away: the countdown stops for good.
    func onDisappear() {
        countdown.cancel()
    }

    func requestEnd() {
        isConfirmingEnd = true
    }

    func cancelEnd() {
        isConfirmingEnd = false
    }

    /// The answer to the confirmation on screen.
    func answerAlert(_ answer: ConfirmationAlert.Answer) async {
        switch answer {
        case .yes: await confirmEnd()
        case .cancel: cancelEnd()
        }
    }

    /// Saves the score and its winner. On failure the score and the timer carry on as they were.
    func confirmEnd() async {
        guard isConfirmingEnd, !isEnding else { return }
        isConfirmingEnd = false
        isEnding = true
        defer { isEnding = false }
        do throws(FootballGatherError) {
            _ = try await repository.endGather(id: gatherID, score: score, for: userID, at: now())
            countdown.cancel()
            onEnded()
        } catch {
            errorMessage = error.message
        }
    }

    func dismissError() {
        errorMessage = nil
    }

    private static func rows(of players: [Player]) -> [GatherScreen.Row] {
        players.map { player in
            GatherScreen.Row(playerID: player.id, name: player.name, detail: PlayerFormatter.acronym(of: player.position))
        }
    }
}
