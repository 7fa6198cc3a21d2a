import AppSupport
import Foundation
import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// Told when the gather on screen has been saved as ended.
@MainActor
protocol GatherViewControllerDelegate: AnyObject {
    func gatherViewControllerDidEndGather(_ controller: GatherViewController)
}

/// Gather in progress: the two teams, a score stepper each, the countdown (in
/// `GatherViewController+Timer.swift`) and "End Gather", which saves the score after a
/// confirmation. Leaving the screen stops the countdown.
final class GatherViewController: ViewController {
    /// The time picker's rows while it is open, before "Done" applies them.
    struct PickedTime: Equatable {
        var minutes: Int
        var seconds: Int
    }

    weak var delegate: (any GatherViewControllerDelegate)?

    // The countdown's state, driven by the +Timer extension.
    var timer = GatherTimer()
    /// Non-nil while the time picker is open.
    var pickedTime: PickedTime?
    /// Ticks exactly while the timer runs.
    let ticker: Ticker

    private let teamARows: [GatherScreen.Row]
    private let teamBRows: [GatherScreen.Row]
    private var score = Score.zero
    private var isConfirmingEnd = false
    private var isEnding = false
    private var errorMessage: String?

    private let gatherID: Int64
    private let userID: Int64
    private let repository: any GatherRepository
    private let now: @Sendable () -> Date

    init(gather: Gather, userID: Int64, repository: any GatherRepository, ticker: Ticker, now: @escaping @Sendable () -> Date) {
        self.teamARows = Self.rows(of: gather.players(of: .teamA))
        self.teamBRows = Self.rows(of: gather.players(of: .teamB))
        self.gatherID = gather.id
        self.userID = userID
        self.repository = repository
        self.ticker = ticker
        self.now = now
        super.init()
    }

    /// Name, and the position's acronym as detail.
    private static func rows(of players: [Player]) -> [GatherScreen.Row] {
        players.map { GatherScreen.Row(playerID: $0.id, name: $0.name, detail: PlayerFormatter.positionAcronym(of: $0)) }
    }

    override var screen: Screen {
        GatherScreen.make(
            time: timeText,
            teamAScore: score.teamA,
            teamBScore: score.teamB,
            teamA: teamARows,
            teamB: teamBRows,
            controls: controls,
            isLoading: isEnding,
            alert: alert
        )
    }

    /// The error wins over the end confirmation.
    private var alert: GatherScreen.Alert? {
        if let errorMessage { return .error(errorMessage) }
        return isConfirmingEnd ? .confirmEnd : nil
    }

    override func handle(_ event: Event) {
        guard let event = GatherScreen.Event(event) else { return }
        switch event {
        case .step(.score(.teamA), let goals): setScore(goals, for: .teamA)
        case .step(.score(.teamB), let goals): setScore(goals, for: .teamB)
        case .tap(.timerAction): toggleTimer()
        case .tap(.setTimer): showTimePicker()
        case .tap(.cancelTimer): cancelTimer()
        case .tap(.cancelPicker): pickedTime = nil
        case .tap(.donePicker): confirmTimePicker()
        case .pick(let component, let row): pick(row: row, in: component)
        case .tap(.endGather): isConfirmingEnd = true
        case .answer(.yes): perform { [self] in await endGather() }
        case .answer(.cancel): isConfirmingEnd = false
        case .dismissError: errorMessage = nil
        }
    }

    /// The screen went away (back, or the end of the gather): the countdown stops for good.
    override func viewDidDisappear() {
        cancelTimer()
    }

    private func setScore(_ goals: Int, for team: Team) {
        guard Score.range.contains(goals) else { return }
        score[team] = goals
    }


    /// Saves the score (the model works out the winner). On failure the score and the
    /// countdown carry on as they were.
    private func endGather() async {
        guard isConfirmingEnd, !isEnding else { return }
        isConfirmingEnd = false
        isEnding = true
        defer {
            isEnding = false
            setNeedsDisplay()
        }
        do throws(FootballGatherError) {
            _ = try await repository.endGather(id: gatherID, score: score, for: userID, at: now())
            cancelTimer()
            delegate?.gatherViewControllerDidEndGather(self)
        } catch {
            errorMessage = error.message
        }
    }
}
