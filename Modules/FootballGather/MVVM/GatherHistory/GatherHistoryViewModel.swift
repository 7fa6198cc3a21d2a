import Foundation
import FootballGatherModel
import FootballGatherUI
import Observation

/// The History screen's state and intents: the user's ended gathers, newest first; and
/// their rows as the screen shows them, dated in the app's time zone.
@MainActor @Observable
final class GatherHistoryViewModel {
    /// Nil until the history has loaded once.
    private(set) var gathers: [Gather]?
    private(set) var isLoading = false
    private(set) var errorMessage: String?

    private let userID: Int64
    private let repository: any GatherRepository
    /// `yyyy-MM-dd HH:mm`, Gregorian, whatever the user's locale.
    private let dateStyle: Date.VerbatimFormatStyle

    /// - Parameter timeZone: the time zone the dates are shown in.
    init(userID: Int64, repository: any GatherRepository, timeZone: TimeZone) {
        self.userID = userID
        self.repository = repository
        self.dateStyle = Date.VerbatimFormatStyle(
            format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
            timeZone: timeZone,
            calendar: Calendar(identifier: .gregorian)
        )
    }

    // MARK: Display

    /// `"2025-03-14 18:30 — Team A 2 : 1 Team B"` with `"Winner: Team A"` (`"Winner: None"`
    /// on a draw).
    var rows: [GatherHistoryScreen.Row] {
        (gathers ?? []).map { gather in
            GatherHistoryScreen.Row(
                gatherID: gather.id,
                title: title(of: gather),
                detail: "Winner: \(gather.winner?.title ?? PlayerFormatter.unset)"
            )
        }
    }

    /// An empty history is claimed only once it is known: after a load, not during one.
    var showsEmptyMessage: Bool { gathers == [] && !isLoading }

    // MARK: Intents

    /// Loads the ended gathers; on failure the rows shown before stay.
    func loadGathers() async {
        isLoading = true
        defer { isLoading = false }
        do throws(FootballGatherError) {
            gathers = try await repository.endedGathers(for: userID)
        } catch {
            errorMessage = error.message
        }
    }

    func dismissError() {
        errorMessage = nil
    }

    private func title(of gather: Gather) -> String {
        let goalsA = gather.score.map { String($0.teamA) } ?? PlayerFormatter.unset
        let goalsB = gather.score.map { String($0.teamB) } ?? PlayerFormatter.unset
        return "\(gather.createdAt.formatted(dateStyle)) — \(Team.teamA.title) \(goalsA) : \(goalsB) \(Team.teamB.title)"
    }
}
