import FootballGatherModel

/// Add player's work outside the scene: creating the player in the user's roster.
final class AddPlayerWorker: Sendable {
    private let players: any PlayerRepository

    init(players: any PlayerRepository) {
        self.players = players
    }

    func addPlayer(_ draft: PlayerDraft, of userID: Int64) async throws(FootballGatherError) -> Player {
        try await players.addPlayer(draft, for: userID)
    }
}
