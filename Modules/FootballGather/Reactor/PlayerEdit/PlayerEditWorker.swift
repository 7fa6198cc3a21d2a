import FootballGatherModel

/// Player edit's parent (Player details), handed the player once an edit is saved.
protocol PlayerEditDelegate: AnyObject, Sendable {
    @MainActor func playerEditDidSave(_ player: Player) async
}

/// The Player edit scene's side effects: saving the player, and the parent it hands it to.
protocol PlayerEditWorkerProtocol: AnyObject, Sendable {
    func updatePlayer(id: Int64, setting change: PlayerChange, for userID: Int64) async throws(FootballGatherError) -> Player
    @MainActor func didSave(_ player: Player) async
}

@MainActor
final class PlayerEditWorker: PlayerEditWorkerProtocol {
    /// Held strongly (Player details never holds its editors, so there is no cycle): a
    /// confirmed save reaches Player details, and Players through it, even once the user
    /// has gone back and Player details has left the stack.
    private let delegate: (any PlayerEditDelegate)?
    private let repository: any PlayerRepository

    init(assembly: SceneAssembly, delegate: (any PlayerEditDelegate)?) {
        repository = assembly.repositories.players
        self.delegate = delegate
    }

    nonisolated func updatePlayer(id: Int64, setting change: PlayerChange, for userID: Int64) async throws(FootballGatherError) -> Player {
        try await repository.updatePlayer(id: id, setting: change, for: userID)
    }

    func didSave(_ player: Player) async {
        await delegate?.playerEditDidSave(player)
    }
}
