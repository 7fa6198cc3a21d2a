import FootballGatherCore
import TerminalUI

/// Where Confirm players leads: the gather it started.
@MainActor
final class ConfirmPlayersRouter {
    private weak var navigationController: NavigationController?
    private let moduleFactory: any ModuleFactoryProtocol
    private let userID: Int64

    init(navigationController: NavigationController, moduleFactory: any ModuleFactoryProtocol, userID: Int64) {
        self.navigationController = navigationController
        self.moduleFactory = moduleFactory
        self.userID = userID
    }
}

extension ConfirmPlayersRouter: ConfirmPlayersRouterProtocol {
    func showGather(_ gather: Gather, delegate: any GatherDelegate) {
        let module = moduleFactory.makeGather(gather: gather, userID: userID, delegate: delegate)
        navigationController?.push(module.assemble())
    }
}
