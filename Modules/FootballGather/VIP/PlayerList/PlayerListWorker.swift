import FootballGatherModel

/// Players' work outside the scene, as its Interactor asks for it: the templates' Worker,
/// behind the protocol the Interactor is given, so its tests hand it a spy. The protocol sits
/// in the Worker's file, as each of the scene's protocols sits in the file of its role.
@MainActor
protocol PlayerListWorkerLogic: AnyObject {
    /// Sorted by name, then id.
    func fetchPlayers(of userID: Int64) async throws(FootballGatherError) -> [Player]
    func deletePlayer(_ player: Player, of userID: Int64) async throws(FootballGatherError)
}

/// Players' Worker: the roster in the player repository. No state, no screen.
@MainActor
final class PlayerListWorker: PlayerListWorkerLogic {
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
