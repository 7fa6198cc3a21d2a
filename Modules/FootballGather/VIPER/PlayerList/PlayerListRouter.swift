import FootballGatherModel
import TerminalUI

/// Where Players leads: a player's details, Add player, Confirm players, History, and back
/// to Login. The modules it opens close themselves.
@MainActor
final class PlayerListRouter: UserRouter {}

extension PlayerListRouter: PlayerListRouterProtocol {
    func showDetails(of player: Player, delegate: any PlayerDetailsDelegate) {
        guard let navigationController else { return }
        push(moduleFactory.makePlayerDetails(using: navigationController, player: player, userID: userID, delegate: delegate))
    }

    func showAddPlayer(delegate: any AddPlayerDelegate) {
        guard let navigationController else { return }
        push(moduleFactory.makeAddPlayer(using: navigationController, userID: userID, delegate: delegate))
    }

    func showConfirmPlayers(_ players: [Player], delegate: any ConfirmPlayersDelegate) {
        guard let navigationController else { return }
        push(moduleFactory.makeConfirmPlayers(using: navigationController, players: players, userID: userID, delegate: delegate))
    }

    func showHistory() {
        guard let navigationController else { return }
        push(moduleFactory.makeGatherHistory(using: navigationController, userID: userID))
    }

    /// Logging out replaces the whole stack with a fresh Login.
    func showLogin() {
        guard let navigationController else { return }
        navigationController.setViewControllers([moduleFactory.makeLogin(using: navigationController).assemble()])
    }
}
