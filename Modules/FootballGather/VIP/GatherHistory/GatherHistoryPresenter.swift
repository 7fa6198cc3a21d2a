import Foundation
import FootballGatherModel
import FootballGatherUI

/// What History's Interactor hands on to be shown.
@MainActor
protocol GatherHistoryPresentationLogic: AnyObject {
    func presentGathers(response: GatherHistory.FetchGathers.Response)
}

/// Words each ended gather ("2025-03-14 18:30 — Team A 2 : 1 Team B", "Winner: Team A"),
/// dated in the time zone the scene was given, whatever the user's locale. It keeps no state.
@MainActor
final class GatherHistoryPresenter: GatherHistoryPresentationLogic {
    weak var viewController: (any GatherHistoryDisplayLogic)?
    private let dateStyle: Date.VerbatimFormatStyle

    init(timeZone: TimeZone) {
        let hour = Date.FormatStyle.Symbol.VerbatimHour.twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)
        dateStyle = Date.VerbatimFormatStyle(
            format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits) \(hour: hour):\(minute: .twoDigits)",
            timeZone: timeZone,
            calendar: Calendar(identifier: .gregorian)
        )
    }

    func presentGathers(response: GatherHistory.FetchGathers.Response) {
        let gathers = response.gathers ?? []
        viewController?.displayGathers(viewModel: GatherHistory.FetchGathers.ViewModel(
            rows: gathers.map(row),
            showsEmptyMessage: response.gathers?.isEmpty == true && !response.isLoading,
            isLoading: response.isLoading,
            errorMessage: response.error?.message
        ))
    }

    private func row(for gather: FootballGatherModel.Gather) -> GatherHistoryScreen.Row {
        let goals = gather.score.map { (String($0.teamA), String($0.teamB)) } ?? (PlayerFormatter.unset, PlayerFormatter.unset)
        return GatherHistoryScreen.Row(
            gatherID: gather.id,
            title: "\(gather.createdAt.formatted(dateStyle)) — Team A \(goals.0) : \(goals.1) Team B",
            detail: "Winner: \(gather.winner?.title ?? PlayerFormatter.unset)"
        )
    }
}
