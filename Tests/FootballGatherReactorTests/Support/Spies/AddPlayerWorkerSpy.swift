@testable import FootballGatherReactor
import FootballGatherModel

/// An Add player Worker that saves drafts as player 99 (unless told to fail) and records calls.
@MainActor
final class AddPlayerWorkerSpy: AddPlayerWorkerProtocol {
    enum Call: Equatable {
        case addPlayer(PlayerDraft, for: Int64)
        case didAdd(Player)
    }

    private(set) var calls: [Call] = []
    var failure: FootballGatherError?
    var gate: Gate?
    var probe: (() -> Void)?

    func addPlayer(_ draft: PlayerDraft, for userID: Int64) async throws(FootballGatherError) -> Player {
        calls.append(.addPlayer(draft, for: userID))
        probe?()
        await gate?.pass()
        if let failure { throw failure }
        return draft.player(id: 99)
    }

    func didAdd(_ player: Player) async {
        calls.append(.didAdd(player))
    }
}
