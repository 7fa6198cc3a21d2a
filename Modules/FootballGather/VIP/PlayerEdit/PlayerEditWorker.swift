import FootballGatherModel

/// Player edit's work outside the scene, as its Interactor asks for it: the templates' Worker,
/// behind the protocol the Interactor is given, so its tests hand it a spy. The protocol sits
/// in the Worker's file, as each of the scene's protocols sits in the file of its role.
@MainActor
protocol PlayerEditWorkerLogic: AnyObject {
    /// Saves `change` only; answers the player as stored.
    func savePlayer(id: Int64, setting change: PlayerChange, of userID: Int64) async throws(FootballGatherError) -> Player
}

/// Player edit's Worker: saving one field in the player repository.
@MainActor
final class PlayerEditWorker: PlayerEditWorkerLogic {
    private let players: any PlayerRepository

    init(players: any PlayerRepository) {
        self.players = players
    }

    /// Saves `change` only, on the player as stored when the save runs (another editor's save
    /// may have landed since this one opened); the repository checks the rules again.
    func savePlayer(id: Int64, setting change: PlayerChange, of userID: Int64) async throws(FootballGatherError) -> Player {
        try await players.updatePlayer(id: id, setting: change, for: userID)
    }
}
