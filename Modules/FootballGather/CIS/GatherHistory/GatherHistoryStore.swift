import Foundation
import FootballGatherModel
import FootballGatherUI
import Observation

/// Everything the History scene knows.
struct GatherHistoryState: Equatable, Sendable {
    var domainState: DomainState
    /// Nil until the history has loaded once.
    var gathers: [Gather]?
    var isLoading = false

    /// The history of `userID`, handed over by Players.
    init(userID: Int64) {
        domainState = DomainState(userID: userID)
    }

    struct DomainState: Equatable, Sendable {
        let userID: Int64
    }
}

/// The changes the History state goes through.
enum GatherHistoryMutation: Sendable {
    case loadStarted
    case mutateLoadHistory(GatherHistoryModels.LoadHistory.Response)
}

protocol GatherHistoryMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: GatherHistoryMutation)
}

protocol HasGatherHistoryDomainState: AnyObject, Sendable {
    @MainActor var domainState: GatherHistoryState.DomainState { get }
}

/// Holds the History state and maps each ended gather into a row, dated in the app's
/// time zone. A failed load keeps the rows shown; its alert is the Worker's.
@MainActor @Observable
final class GatherHistoryStore: GatherHistoryMutatable, HasGatherHistoryDomainState {
    private(set) var state: GatherHistoryState
    /// How dates read, as a date formatter's time zone would be set.
    @ObservationIgnored private let timeZone: TimeZone

    init(initialState: GatherHistoryState, timeZone: TimeZone) {
        self.state = initialState
        self.timeZone = timeZone
    }

    var domainState: GatherHistoryState.DomainState { state.domainState }

    /// The screen's display values.
    var viewModel: GatherHistoryModels.ViewModel { Self.viewModel(of: state, timeZone: timeZone) }

    func execute(_ mutation: GatherHistoryMutation) {
        state = Self.execute(state: state, mutation: mutation)
    }

    nonisolated static func execute(state: GatherHistoryState, mutation: GatherHistoryMutation) -> GatherHistoryState {
        var state = state
        switch mutation {
        case .loadStarted:
            state.isLoading = true
        case .mutateLoadHistory(let response):
            state.isLoading = false
            if case .success(let gathers) = response.result { state.gathers = gathers }
        }
        return state
    }

    nonisolated static func viewModel(of state: GatherHistoryState, timeZone: TimeZone) -> GatherHistoryModels.ViewModel {
        GatherHistoryModels.ViewModel(
            rows: (state.gathers ?? []).map { row(of: $0, timeZone: timeZone) },
            showsEmptyMessage: state.gathers == [] && !state.isLoading,
            isLoading: state.isLoading
        )
    }

    private nonisolated static func row(of gather: Gather, timeZone: TimeZone) -> GatherHistoryScreen.Row {
        let goalsA = gather.score.map { String($0.teamA) } ?? PlayerFormatter.unset
        let goalsB = gather.score.map { String($0.teamB) } ?? PlayerFormatter.unset
        return GatherHistoryScreen.Row(
            gatherID: gather.id,
            title: "\(date(gather.createdAt, in: timeZone)) — Team A \(goalsA) : \(goalsB) Team B",
            detail: "Winner: \(gather.winner?.title ?? PlayerFormatter.unset)"
        )
    }

    /// `yyyy-MM-dd HH:mm` in the Gregorian calendar, whatever the user's locale.
    private nonisolated static func date(_ date: Date, in timeZone: TimeZone) -> String {
        date.formatted(Date.VerbatimFormatStyle(
            format: """
            \(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits) \
            \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)
            """,
            timeZone: timeZone,
            calendar: Calendar(identifier: .gregorian)
        ))
    }
}
