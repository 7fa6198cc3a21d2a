import FootballGatherCore
import TerminalUI

/// Where Players leads: a player's details, Add player, Confirm players, History, and back
/// to Login; and back to Players itself when a module it opened has finished.
@MainActor
final class PlayerListRouter {
    /// Players' own screen, to come back to.
    weak var viewController: ViewController?
    private weak var navigationController: NavigationController?
    private let moduleFactory: any ModuleFactoryProtocol
    private let userID: Int64

    init(navigationController: NavigationController, moduleFactory: any ModuleFactoryProtocol, userID: Int64) {
        self.navigationController = navigationController
        self.moduleFactory = moduleFactory
        self.userID = userID
    }

    private func push(_ module: some AppModule) {
        navigationController?.push(module.assemble())
    }
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
