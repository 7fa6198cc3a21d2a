import FootballGatherModel
import TerminalUI

/// Player edit's parent (Player details), handed the player once an edit is saved.
protocol PlayerEditDelegate: AnyObject, Sendable {
    @MainActor func playerEditDidSave(_ player: Player) async
}

/// The Player edit scene's side effects: saving the player, error alerts, the delegate.
protocol PlayerEditWorkable: AnyObject, Sendable {
    @MainActor var delegate: (any PlayerEditDelegate)? { get }

    func updatePlayer(_ player: Player, for userID: Int64) async throws(FootballGatherError) -> Player
    @MainActor func showError(_ message: String)
}

@MainActor
final class PlayerEditWorker: PlayerEditWorkable {
    private(set) weak var delegate: (any PlayerEditDelegate)?
    private let repository: any PlayerRepository
    private unowned let navigationController: NavigationController

    init(context: SceneContext, delegate: (any PlayerEditDelegate)?) {
        self.repository = context.repositories.players
        self.navigationController = context.navigationController
        self.delegate = delegate
    }

    nonisolated func updatePlayer(_ player: Player, for userID: Int64) async throws(FootballGatherError) -> Player {
        try await repository.updatePlayer(player, for: userID)
    }

    func showError(_ message: String) {
        navigationController.presentAlert(.error(message))
    }
}
