import FootballGatherModel
import TerminalUI

/// Where Player details leads: the editor of one field (which closes itself once saved).
@MainActor
final class PlayerDetailsRouter: UserRouter {}

extension PlayerDetailsRouter: PlayerDetailsRouterProtocol {
    func showEdit(_ field: PlayerField, of player: Player, delegate: any PlayerEditDelegate) {
        guard let navigationController else { return }
        push(moduleFactory.makePlayerEdit(using: navigationController, field: field, player: player, userID: userID, delegate: delegate))
    }
}
