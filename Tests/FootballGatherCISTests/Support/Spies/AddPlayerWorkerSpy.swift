@testable import FootballGatherCIS
import FootballGatherModel
import TestSupport

/// An Add player Worker that saves drafts as player 99 (unless told to fail) and records
/// every side effect asked of it.
final class AddPlayerWorkerSpy: AddPlayerWorkable {
    enum Call: Equatable, Sendable {
        case addPlayer(PlayerDraft, for: Int64)
        case showError(String)
        case closeAddPlayer
    }

    struct Answers: Sendable {
        var addFailure: FootballGatherError?
    }

    let log = CallLog<Call, Answers>(answers: Answers())
    let flows: FlowSpy

    @MainActor init(flows: FlowSpy = FlowSpy()) {
        self.flows = flows
    }

    var calls: [Call] { log.calls }

    @MainActor var delegate: (any AddPlayerDelegate)? { flows }

    func addPlayer(_ draft: PlayerDraft, for userID: Int64) async throws(FootballGatherError) -> Player {
        if let failure = log.record(.addPlayer(draft, for: userID), answer: \.addFailure) { throw failure }
        return draft.player(id: 99)
    }

    @MainActor func showError(_ message: String) { log.record(.showError(message)) }
    @MainActor func closeAddPlayer() { log.record(.closeAddPlayer) }
}
