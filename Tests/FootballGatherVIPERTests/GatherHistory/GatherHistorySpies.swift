import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIPER
import TestSupport

/// History's view: records what the presenter tells it.
final class GatherHistoryViewSpy: GatherHistoryViewConfigurable, ViewSpy {
    enum Call: ViewCall {
        case showLoadingView
        case hideLoadingView
        case handleError(String)
        case displayGathers([GatherHistoryScreen.Row], showsEmptyMessage: Bool)
    }

    let log = CallLog<Call, Void>(answers: ())

    func displayGathers(_ rows: [GatherHistoryScreen.Row], showsEmptyMessage: Bool) {
        log.record(.displayGathers(rows, showsEmptyMessage: showsEmptyMessage))
    }

    /// The rows last shown.
    var rows: [GatherHistoryScreen.Row]? {
        for case let .displayGathers(rows, _) in calls.reversed() { return rows }
        return nil
    }

    /// Whether the empty message was last shown.
    var showsEmptyMessage: Bool {
        for case let .displayGathers(_, showsEmptyMessage) in calls.reversed() { return showsEmptyMessage }
        return false
    }
}

final class GatherHistoryInteractorSpy: GatherHistoryInteractorProtocol {
    enum Call: Equatable, Sendable {
        case loadGathers
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func loadGathers() async { log.record(.loadGathers) }
}

/// Stands in for the presenter in interactor tests: what the interactor reported, in order.
final class GatherHistoryOutputSpy: GatherHistoryPresenterServiceHandler {
    enum Call: Equatable, Sendable {
        case didLoadGathers([Gather])
        case serviceFailed(FootballGatherError)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func didLoadGathers(_ gathers: [Gather]) { log.record(.didLoadGathers(gathers)) }
    func serviceFailed(with error: FootballGatherError) { log.record(.serviceFailed(error)) }
}

/// History's router has no routes; the presenter only holds it.
final class GatherHistoryRouterStub: GatherHistoryRouterProtocol {}
