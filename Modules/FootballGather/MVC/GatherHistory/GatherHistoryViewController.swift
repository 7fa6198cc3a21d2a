import Foundation
import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// History: the user's ended gathers, newest first, reloaded each time the screen appears,
/// dated in the app's time zone.
final class GatherHistoryViewController: ViewController {
    /// Nil until the history has loaded once.
    private var gathers: [Gather]?
    private var isLoading = false
    private var errorMessage: String?

    private let userID: Int64
    private let repository: any GatherRepository
    /// `yyyy-MM-dd HH:mm`, Gregorian, whatever the user's locale.
    private let dateStyle: Date.VerbatimFormatStyle

    init(userID: Int64, repository: any GatherRepository, timeZone: TimeZone) {
        self.userID = userID
        self.repository = repository
        self.dateStyle = Date.VerbatimFormatStyle(
            format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
            timeZone: timeZone,
            calendar: Calendar(identifier: .gregorian)
        )
        super.init()
    }

    override var screen: Screen {
        GatherHistoryScreen.make(
            rows: (gathers ?? []).map(row),
            // An empty history is claimed only once it is known: after a load, not during one.
            showsEmptyMessage: gathers == [] && !isLoading,
            isLoading: isLoading,
            errorMessage: errorMessage
        )
    }

    /// `"2025-03-14 18:30 — Team A 2 : 1 Team B"` with `"Winner: Team A"` (`"Winner: None"`
    /// on a draw).
    private func row(_ gather: Gather) -> GatherHistoryScreen.Row {
        let goalsA = gather.score.map { String($0.teamA) } ?? PlayerFormatter.unset
        let goalsB = gather.score.map { String($0.teamB) } ?? PlayerFormatter.unset
        return GatherHistoryScreen.Row(
            gatherID: gather.id,
            title: "\(gather.createdAt.formatted(dateStyle)) — \(Team.teamA.title) \(goalsA) : \(goalsB) \(Team.teamB.title)",
            detail: "Winner: \(gather.winner?.title ?? PlayerFormatter.unset)"
        )
    }

    override func viewWillAppear() {
        perform { [self] in await loadGathers() }
    }

    override func handle(_ event: Event) {
        if GatherHistoryScreen.Event(event) == .dismissError {
            errorMessage = nil
        }
    }

    /// Loads the ended gathers; on failure the rows shown before stay.
    private func loadGathers() async {
        isLoading = true
        defer {
            isLoading = false
            setNeedsDisplay()
        }
        do throws(FootballGatherError) {
            gathers = try await repository.endedGathers(for: userID)
        } catch {
            errorMessage = error.message
        }
    }
}
