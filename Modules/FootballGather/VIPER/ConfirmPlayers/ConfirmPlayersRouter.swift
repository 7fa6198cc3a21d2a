import FootballGatherModel
import TerminalUI

/// Where Confirm players leads: the gather it started, unless the user has left Confirm
/// players while the gather was being saved (a screen off the stack navigates nowhere).
@MainActor
final class ConfirmPlayersRouter: UserRouter {
    /// The module's own screen (weakly; the stack owns it), set when the module is assembled.
    weak var viewController: ViewController?
}

extension ConfirmPlayersRouter: ConfirmPlayersRouterProtocol {
    func showGather(_ gather: Gather, delegate: any GatherDelegate) {
        guard let navigationController, viewController?.navigationController != nil else { return }
        push(moduleFactory.makeGather(using: navigationController, gather: gather, userID: userID, delegate: delegate))
    }
}
