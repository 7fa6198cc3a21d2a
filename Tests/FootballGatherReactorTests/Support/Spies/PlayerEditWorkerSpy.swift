@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport

/// A Player edit Worker that saves each change on the player it holds as stored (Roster's
/// Ada, Bruno, Carla and Dani, unless told otherwise or to fail) and records calls.
@MainActor
final class PlayerEditWorkerSpy: PlayerEditWorkerProtocol {
    enum Call: Equatable {
        case updatePlayer(id: Int64, PlayerChange, for: Int64)
        case didSave(Player)
    }

    private(set) var calls: [Call] = []
    /// The players as stored, which each change lands on.
    var stored = Roster.players + [Roster.dani]
    var failure: FootballGatherError?
    var gate: Gate?
    var probe: (() -> Void)?

    func updatePlayer(id: Int64, setting change: PlayerChange, for userID: Int64) async throws(FootballGatherError) -> Player {
        calls.append(.updatePlayer(id: id, change, for: userID))
        probe?()
        await gate?.pass()
        if let failure { throw failure }
        guard let index = stored.firstIndex(where: { $0.id == id }) else { throw .playerNotFound }
        stored[index] = change.applied(to: stored[index])
        return stored[index]
    }

    func didSave(_ player: Player) async {
        calls.append(.didSave(player))
    }
}
