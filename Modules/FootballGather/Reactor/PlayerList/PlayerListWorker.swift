import FootballGatherModel

/// The Players scene's parent, told when the user logs out.
protocol PlayerListDelegate: AnyObject, Sendable {
    @MainActor func playerListDidLogOut() async
}

/// The Players scene's side effects: the roster in the repository, and the parent it logs
/// out through.
protocol PlayerListWorkerProtocol: AnyObject, Sendable {
    func players(of userID: Int64) async throws(FootballGatherError) -> [Player]
    func deletePlayer(id: Int64, for userID: Int64) async throws(FootballGatherError)
    @MainActor func didLogOut() async
}

@MainActor
final class PlayerListWorker: PlayerListWorkerProtocol {
    private weak var delegate: (any PlayerListDelegate)?
    private let repository: any PlayerRepository

    init(assembly: SceneAssembly, delegate: (any PlayerListDelegate)?) {
        repository = assembly.repositories.players
        self.delegate = delegate
    }

    nonisolated func players(of userID: Int64) async throws(FootballGatherError) -> [Player] {
        try await repository.players(of: userID)
    }

    nonisolated func deletePlayer(id: Int64, for userID: Int64) async throws(FootballGatherError) {
        try await repository.deletePlayer(id: id, for: userID)
    }

    func didLogOut() async {
        await delegate?.playerListDidLogOut()
    }
}
