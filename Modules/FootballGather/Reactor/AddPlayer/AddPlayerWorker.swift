import FootballGatherModel

/// Add player's parent (Players), handed the new player once it is saved.
protocol AddPlayerDelegate: AnyObject, Sendable {
    @MainActor func addPlayerDidAdd(_ player: Player) async
}

/// The Add player scene's side effects: saving the player, and the parent it hands it to.
protocol AddPlayerWorkerProtocol: AnyObject, Sendable {
    func addPlayer(_ draft: PlayerDraft, for userID: Int64) async throws(FootballGatherError) -> Player
    @MainActor func didAdd(_ player: Player) async
}

@MainActor
final class AddPlayerWorker: AddPlayerWorkerProtocol {
    private weak var delegate: (any AddPlayerDelegate)?
    private let repository: any PlayerRepository

    init(assembly: SceneAssembly, delegate: (any AddPlayerDelegate)?) {
        repository = assembly.repositories.players
        self.delegate = delegate
    }

    nonisolated func addPlayer(_ draft: PlayerDraft, for userID: Int64) async throws(FootballGatherError) -> Player {
        try await repository.addPlayer(draft, for: userID)
    }

    func didAdd(_ player: Player) async {
        await delegate?.addPlayerDidAdd(player)
    }
}
