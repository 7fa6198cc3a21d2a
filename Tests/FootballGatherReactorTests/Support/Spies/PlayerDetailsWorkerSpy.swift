@testable import FootballGatherReactor
import FootballGatherModel

/// A Player details Worker that records every player it is asked to pass on.
@MainActor
final class PlayerDetailsWorkerSpy: PlayerDetailsWorkerProtocol {
    private(set) var updated: [Player] = []

    func didUpdate(_ player: Player) async {
        updated.append(player)
    }
}
