import AppSupport
import Foundation
import FootballGatherModel
import FootballGatherUI
import Observation

/// Loads the user's ended gathers on every appearance (the repository orders them, newest
/// first) and maps each into a row dated in the Worker's time zone; a failure fires the
/// error pulse and keeps the rows shown.
@MainActor @Observable
final class GatherHistoryReactor {
    enum Action: Equatable, Sendable {
        case appear
    }

    enum Mutation: Sendable {
        case loadStarted
        case historyLoaded(Result<[Gather], FootballGatherError>, timeZone: TimeZone)
    }

    private(set) var state: GatherHistoryState
    @ObservationIgnored private let worker: any GatherHistoryWorkerProtocol

    init(initialState: GatherHistoryState, worker: any GatherHistoryWorkerProtocol) {
        state = initialState
        self.worker = worker
    }

    @discardableResult
    func send(_ action: Action) -> Task<Void, Never> {
        Task { await mutate(action) }
    }

    private func mutate(_ action: Action) async {
        switch action {
        case .appear:
            let userID = state.domainState.userID
            apply(.loadStarted)
            let result = await Result { @Sendable [worker] () async throws(FootballGatherError) in try await worker.endedGathers(for: userID) }
            apply(.historyLoaded(result, timeZone: worker.timeZone))
        }
    }

    private func apply(_ mutation: Mutation) {
        state = Self.reduce(state: state, mutation: mutation)
    }

    nonisolated static func reduce(state: GatherHistoryState, mutation: Mutation) -> GatherHistoryState {
        var state = state
        switch mutation {
        case .loadStarted:
            state.isLoading = true
        case .historyLoaded(.success(let gathers), let timeZone):
            state.isLoading = false
            state.rows = gathers.map { row(of: $0, timeZone: timeZone) }
        case .historyLoaded(.failure(let error), _):
            state.isLoading = false
            state.errorMessage = error.message
        }
        return state
    }

    /// `"2025-03-14 18:30 — Team A 2 : 1 Team B"` with `"Winner: Team A"`; `"-"` for what is unset.
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
