import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIPER

final class GatherHistoryViewMock: ViewSpy, GatherHistoryViewConfigurable {
    private(set) var rows: [GatherHistoryScreen.Row]?
    private(set) var showsEmptyMessage = false

    func displayGathers(_ rows: [GatherHistoryScreen.Row], showsEmptyMessage: Bool) {
        self.rows = rows
        self.showsEmptyMessage = showsEmptyMessage
    }
}

final class GatherHistoryInteractorMock: Spy, GatherHistoryInteractorProtocol {
    func loadGathers() async {
        record()
    }
}

final class GatherHistoryOutputSpy: GatherHistoryPresenterServiceHandler {
    private(set) var gathers: [Gather]?
    private(set) var error: FootballGatherError?

    func didLoadGathers(_ gathers: [Gather]) { self.gathers = gathers }
    func serviceFailed(with error: FootballGatherError) { self.error = error }
}

/// History's router has no routes; the presenter only holds it.
final class GatherHistoryRouterMock: GatherHistoryRouterProtocol {}
