import FootballGatherModel
import TerminalUI

/// Add player's parent (Players), handed the new player once it is saved.
protocol AddPlayerDelegate: AnyObject, Sendable {
    @MainActor func addPlayerDidAdd(_ player: Player) async
}

/// The Add player scene's side effects: saving the player, error alerts, the delegate, and
/// closing its own screen once the player is added.
protocol AddPlayerWorkable: AnyObject, Sendable {
    @MainActor var delegate: (any AddPlayerDelegate)? { get }

    func addPlayer(_ draft: PlayerDraft, for userID: Int64) async throws(FootballGatherError) -> Player
    @MainActor func showError(_ message: String)
    @MainActor func closeAddPlayer()
}

@MainActor
final class AddPlayerWorker: AddPlayerWorkable {
    private(set) weak var delegate: (any AddPlayerDelegate)?
    /// The scene's own screen, set as the scene is assembled: the one an add closes, so an
    /// add never closes another Add player opened meanwhile, and the one its error alerts
    /// belong to.
    weak var view: ViewController?
    private let repository: any PlayerRepository

    init(assembly: SceneAssembly, delegate: (any AddPlayerDelegate)?) {
        self.repository = assembly.repositories.players
        self.delegate = delegate
    }

    nonisolated func addPlayer(_ draft: PlayerDraft, for userID: Int64) async throws(FootballGatherError) -> Player {
        try await repository.addPlayer(draft, for: userID)
    }

    func showError(_ message: String) {
        view?.presentAlert(.error(message))
    }

    /// Does nothing once the user has left this screen (a screen off the stack navigates nowhere).
    func closeAddPlayer() {
        view?.navigationController?.pop()
    }
}
