import FootballGatherCore
import TerminalUI

/// Where Players leads: a player's details, Add player, Confirm players, History, and back
/// to Login; and back to Players itself when a module it opened has finished.
@MainActor
final class PlayerListRouter: UserRouter {
    /// Players' own screen, to come back to.
    weak var viewController: ViewController?
}

extension PlayerListRouter: PlayerListRouterProtocol {
    func showDetails(of player: Player) {
        guard let navigationController else { return }
        push(moduleFactory.makePlayerDetails(using: navigationController, player: player, userID: userID))
    }

    func showAddPlayer(delegate: any AddPlayerDelegate) {
        push(moduleFactory.makeAddPlayer(userID: userID, delegate: delegate))
    }

    func showConfirmPlayers(_ players: [Player], delegate: any ConfirmPlayersDelegate) {
        guard let navigationController else { return }
        push(moduleFactory.makeConfirmPlayers(using: navigationController, players: players, userID: userID, delegate: delegate))
    }

    func showHistory() {
        push(moduleFactory.makeGatherHistory(userID: userID))
    }

    /// Logging out replaces the whole stack with a fresh Login.
    func showLogin() {
        guard let navigationController else { return }
        navigationController.setViewControllers([moduleFactory.makeLogin(using: navigationController).assemble()])
    }

    func popToPlayerList() {
        guard let viewController else { return }
        navigationController?.pop(to: viewController)
    }
}
