import FootballGatherModel
import TerminalUI

/// Player edit's parent (Player details), handed the player once an edit is saved.
protocol PlayerEditDelegate: AnyObject, Sendable {
    @MainActor func playerEditDidSave(_ player: Player) async
}

/// The Player edit scene's side effects: saving the player, error alerts, the delegate,
/// and closing its own screen once the delegate has the saved player.
protocol PlayerEditWorkable: AnyObject, Sendable {
    @MainActor var delegate: (any PlayerEditDelegate)? { get }

    func updatePlayer(id: Int64, setting change: PlayerChange, for userID: Int64) async throws(FootballGatherError) -> Player
    @MainActor func showError(_ message: String)
    @MainActor func closeEditor()
}

@MainActor
final class PlayerEditWorker: PlayerEditWorkable {
    private(set) weak var delegate: (any PlayerEditDelegate)?
    /// The scene's own screen, set as the scene is assembled: the one a save closes, so a
    /// save never closes another editor opened meanwhile, and the one its error alerts
    /// belong to.
    weak var view: ViewController?
    private let repository: any PlayerRepository

    init(assembly: SceneAssembly, delegate: (any PlayerEditDelegate)?) {
        self.repository = assembly.repositories.players
        self.delegate = delegate
    }

    nonisolated func updatePlayer(id: Int64, setting change: PlayerChange, for userID: Int64) async throws(FootballGatherError) -> Player {
        try await repository.updatePlayer(id: id, setting: change, for: userID)
    }

    func showError(_ message: String) {
        view?.presentAlert(.error(message))
    }

    /// Does nothing once the user has left this editor (a screen off the stack navigates nowhere).
    func closeEditor() {
        view?.navigationController?.pop()
    }
}
