import FootballGatherCore
import TerminalUI

/// Where Player details leads: the editor of one field, and back once it is saved.
@MainActor
final class PlayerDetailsRouter: UserRouter {
    /// The details screen, to come back to.
    weak var viewController: ViewController?
}

extension PlayerDetailsRouter: PlayerDetailsRouterProtocol {
    func showEdit(_ field: PlayerField, of player: Player, delegate: any PlayerEditDelegate) {
        push(moduleFactory.makePlayerEdit(field: field, player: player, userID: userID, delegate: delegate))
    }

    func dismissEdit() {
        guard let viewController else { return }
        navigationController?.pop(to: viewController)
    }
}
