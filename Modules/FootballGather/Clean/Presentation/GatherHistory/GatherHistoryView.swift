import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherUI
import Foundation
import TerminalUI

/// The History screen: ``AppState/gatherHistory`` as rows dated in the app's time zone,
/// reloaded on appearance. The error shown is this view's own state.
public final class GatherHistoryView: ViewController {
    private let appState: AppState
    private let history: any ShowHistoryUseCase
    /// How dates read is the view's business, like a SwiftUI environment value.
    private let timeZone: TimeZone
    private(set) var errorMessage: String? {
        didSet { setNeedsDisplay() }
    }

    public init(appState: AppState, history: any ShowHistoryUseCase, timeZone: TimeZone) {
        self.appState = appState
        self.history = history
        self.timeZone = timeZone
        super.init()
    }

    override public var screen: Screen {
        let shown = appState.gatherHistory
        return GatherHistoryScreen.make(
            rows: (shown.gathers ?? []).map(row),
            showsEmptyMessage: shown.gathers == [] && !shown.isLoading,
            isLoading: shown.isLoading,
            errorMessage: errorMessage
        )
    }

    override public func handle(_ event: Event) {
        if GatherHistoryScreen.Event(event) == .dismissError {
            errorMessage = nil
        }
    }

    override public func viewWillAppear() {
        perform { [weak self, history] in
            do throws(FootballGatherError) {
                try await history.load()
            } catch {
                self?.errorMessage = error.message
            }
        }
    }

    /// `"2025-03-14 18:30 — Team A 2 : 1 Team B"`, `"Winner: Team A"`; `"-"` for what is missing.
    func row(_ gather: Gather) -> GatherHistoryScreen.Row {
        let goalsA = gather.score.map { String($0.teamA) } ?? PlayerFormatter.unset
        let goalsB = gather.score.map { String($0.teamB) } ?? PlayerFormatter.unset
        return GatherHistoryScreen.Row(
            gatherID: gather.id,
            title: "\(date(gather.createdAt)) — Team A \(goalsA) : \(goalsB) Team B",
            detail: "Winner: \(gather.winner?.title ?? PlayerFormatter.unset)"
        )
    }

    private func date(_ date: Date) -> String {
        date.formatted(Date.VerbatimFormatStyle(
            format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
            timeZone: timeZone,
            calendar: Calendar(identifier: .gregorian)
        ))
    }
}
