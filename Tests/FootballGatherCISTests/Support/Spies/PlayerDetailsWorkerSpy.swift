@testable import FootballGatherCIS
import TestSupport

/// A Player details Worker that records every side effect asked of it; its delegate is a
/// flow spy.
final class PlayerDetailsWorkerSpy: PlayerDetailsWorkable {
    enum Call: Equatable, Sendable {
        case showPlayerEdit(PlayerEditState)
    }

    let log = CallLog<Call, Void>(answers: ())

    let flows: FlowSpy

    @MainActor init(flows: FlowSpy = FlowSpy()) {
        self.flows = flows
    }

    var calls: [Call] { log.calls }

    @MainActor var delegate: (any PlayerDetailsDelegate)? { flows }

    @MainActor func showPlayerEdit(_ initialState: PlayerEditState) { log.record(.showPlayerEdit(initialState)) }
}
