@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import TestSupport

/// A Player edit Worker that saves each change on the player as stored (Roster's, unless
/// told otherwise or to fail) and records every side effect asked of it.
final class PlayerEditWorkerSpy: PlayerEditWorkable {
    enum Call: Equatable, Sendable {
        case updatePlayer(id: Int64, PlayerChange, for: Int64)
        case showError(String)
        case closeEditor
    }

    struct Answers: Sendable {
        /// Nil: the update succeeds and returns the stored player with the change applied.
        var updateFailure: FootballGatherError?
        /// The players as stored, which a change lands on.
        var stored = Roster.players
    }

    let log = CallLog<Call, Answers>(answers: Answers())
    let flows: FlowSpy

    @MainActor init(flows: FlowSpy = FlowSpy()) {
        self.flows = flows
    }

    var calls: [Call] { log.calls }

    @MainActor var delegate: (any PlayerEditDelegate)? { flows }

    func updatePlayer(id: Int64, setting change: PlayerChange, for userID: Int64) async throws(FootballGatherError) -> Player {
        if let failure = log.record(.updatePlayer(id: id, change, for: userID), answer: \.updateFailure) { throw failure }
        guard let stored = log.answers.stored.first(where: { $0.id == id }) else { throw .playerNotFound }
        return change.applied(to: stored)
    }

    @MainActor func showError(_ message: String) { log.record(.showError(message)) }
    @MainActor func closeEditor() { log.record(.closeEditor) }
}
