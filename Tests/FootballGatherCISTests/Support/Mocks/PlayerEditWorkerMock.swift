@testable import FootballGatherCIS
import FootballGatherModel
import TestSupport

/// A Player edit Worker that saves whatever it is given (unless told to fail) and records
/// every side effect asked of it.
final class PlayerEditWorkerMock: PlayerEditWorkable {
    enum Call: Equatable, Sendable {
        case updatePlayer(Player, for: Int64)
        case showError(String)
        case closeEditor
    }

    struct Answers: Sendable {
        /// Nil: the update succeeds and returns the player it was given.
        var updateFailure: FootballGatherError?
    }

    let log = CallLog<Call, Answers>(answers: Answers())
    let flows: FlowSpy

    @MainActor init(flows: FlowSpy = FlowSpy()) {
        self.flows = flows
    }

    var calls: [Call] { log.calls }

    @MainActor var delegate: (any PlayerEditDelegate)? { flows }

    func updatePlayer(_ player: Player, for userID: Int64) async throws(FootballGatherError) -> Player {
        if let failure = log.record(.updatePlayer(player, for: userID), answer: \.updateFailure) { throw failure }
        return player
    }

    @MainActor func showError(_ message: String) { log.record(.showError(message)) }
    @MainActor func closeEditor() { log.record(.closeEditor) }
}
