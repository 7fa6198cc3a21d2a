import FootballGatherModel

/// Player edit's work outside the scene: saving one field in the player repository.
final class PlayerEditWorker: Sendable {
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
