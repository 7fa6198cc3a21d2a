import FootballGatherModel

/// Players' work outside the scene: the roster in the player repository. No state, no screen.
final class PlayerListWorker: Sendable {
    private let players: any PlayerRepository

    init(players: any PlayerRepository) {
        self.players = players
    }

    /// Sorted by name, then id, as the repository orders them.
    func fetchPlayers(of userID: Int64) async throws(FootballGatherError) -> [Player] {
        try await players.players(of: userID)
    }

    func deletePlayer(_ player: Player, of userID: Int64) async throws(FootballGatherError) {
        try await players.deletePlayer(id: player.id, for: userID)
    }
}
