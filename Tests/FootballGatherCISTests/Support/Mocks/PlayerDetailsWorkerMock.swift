@testable import FootballGatherCIS
import TestSupport

/// A Player details Worker that records every side effect asked of it.
final class PlayerDetailsWorkerMock: PlayerDetailsWorkable {
    enum Call: Equatable, Sendable {
        case showPlayerEdit(PlayerEditState)
    }

    let log = CallLog<Call, Void>(answers: ())

    var calls: [Call] { log.calls }

    @MainActor func showPlayerEdit(_ initialState: PlayerEditState) { log.record(.showPlayerEdit(initialState)) }
}
