import FootballGatherModel
import TerminalUI

/// Where Confirm players leads: the gather it started.
@MainActor
final class ConfirmPlayersRouter: UserRouter {}

extension ConfirmPlayersRouter: ConfirmPlayersRouterProtocol {
    func showGather(_ gather: Gather, delegate: any GatherDelegate) {
        guard let navigationController else { return }
        push(moduleFactory.makeGather(using: navigationController, gather: gather, userID: userID, delegate: delegate))
    }
}
