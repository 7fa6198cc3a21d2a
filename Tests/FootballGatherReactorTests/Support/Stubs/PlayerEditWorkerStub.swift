@testable import FootballGatherReactor
import FootballGatherModel

/// A Player edit Worker that saves what it is given (unless told to fail) and records calls.
@MainActor
final class PlayerEditWorkerStub: PlayerEditWorkerProtocol {
    enum Call: Equatable {
        case updatePlayer(Player, for: Int64)
        case didSave(Player)
    }

    private(set) var calls: [Call] = []
    var failure: FootballGatherError?
    var gate: Gate?
    var probe: (() -> Void)?

    func updatePlayer(_ player: Player, for userID: Int64) async throws(FootballGatherError) -> Player {
        calls.append(.updatePlayer(player, for: userID))
        probe?()
        await gate?.pass()
        if let failure { throw failure }
        return player
    }

    func didSave(_ player: Player) async {
        calls.append(.didSave(player))
    }
}
