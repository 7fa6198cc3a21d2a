import Foundation
import FootballGatherModel
import FootballGatherUI

/// History's presenter: loads the ended gathers once the screen is up and words each one
/// ("2025-03-14 18:30 — Team A 2 : 1 Team B", "Winner: Team A"), dated in the time zone the
/// module was given; or shows the error.
@MainActor
final class GatherHistoryPresenter {
    weak var view: (any GatherHistoryViewProtocol)?
    let interactor: any GatherHistoryInteractorProtocol
    let router: any GatherHistoryRouterProtocol
    private let dateStyle: Date.VerbatimFormatStyle

    init(interactor: any GatherHistoryInteractorProtocol, router: any GatherHistoryRouterProtocol, timeZone: TimeZone) {
        self.interactor = interactor
        self.router = router
        dateStyle = Date.VerbatimFormatStyle(
            // yyyy-MM-dd HH:mm in the Gregorian calendar, whatever the user's locale.
            format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
            timeZone: timeZone,
            calendar: Calendar(identifier: .gregorian)
        )
    }

    private func row(for gather: Gather) -> GatherHistoryScreen.Row {
        let goalsA = gather.score.map { String($0.teamA) } ?? PlayerFormatter.unset
        let goalsB = gather.score.map { String($0.teamB) } ?? PlayerFormatter.unset
        return GatherHistoryScreen.Row(
            gatherID: gather.id,
            title: "\(gather.createdAt.formatted(dateStyle)) — Team A \(goalsA) : \(goalsB) Team B",
            detail: "Winner: \(gather.winner?.title ?? PlayerFormatter.unset)"
        )
    }
}

extension GatherHistoryPresenter: GatherHistoryPresenterViewConfiguration {
    func viewDidLoad() async {
        view?.showLoadingView()
        await interactor.loadGathers()
    }
}

extension GatherHistoryPresenter: GatherHistoryPresenterServiceHandler {
    /// The empty message shows only once the history is known to be empty.
    func didLoadGathers(_ gathers: [Gather]) {
        view?.hideLoadingView()
        view?.displayGathers(gathers.map(row), showsEmptyMessage: gathers.isEmpty)
    }

    func serviceFailed(with error: FootballGatherError) {
        view?.hideLoadingView()
        view?.handleError(error.message)
    }
}
