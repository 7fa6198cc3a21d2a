import FootballGatherCore
import TerminalUI

/// Where Player details leads: the editor of one field, and back once it is saved.
@MainActor
final class PlayerDetailsRouter {
    /// The details screen, to come back to.
    weak var viewController: ViewController?
    private weak var navigationController: NavigationController?
    private let moduleFactory: any ModuleFactoryProtocol
    private let userID: Int64

    init(navigationController: NavigationController, moduleFactory: any ModuleFactoryProtocol, userID: Int64) {
        self.navigationController = navigationController
        self.moduleFactory = moduleFactory
        self.userID = userID
    }
}

extension PlayerDetailsRouter: PlayerDetailsRouterProtocol {
    func showEdit(_ field: PlayerField, of player: Player, delegate: any PlayerEditDelegate) {
        let module = moduleFactory.makePlayerEdit(field: field, player: player, userID: userID, delegate: delegate)
        navigationController?.push(module.assemble())
    }

    func dismissEdit() {
        guard let viewController else { return }
        navigationController?.pop(to: viewController)
    }
}
