import FootballGatherModel
import TerminalUI

/// Where Login leads: the signed-in user's Players, which replaces it as the root.
@MainActor
final class LoginRouter {
    private weak var navigationController: NavigationController?
    private let moduleFactory: any ModuleFactoryProtocol

    init(navigationController: NavigationController, moduleFactory: any ModuleFactoryProtocol) {
        self.navigationController = navigationController
        self.moduleFactory = moduleFactory
    }
}

extension LoginRouter: LoginRouterProtocol {
    func showPlayerList(of user: User) {
        guard let navigationController else { return }
        let module = moduleFactory.makePlayerList(using: navigationController, userID: user.id)
        navigationController.setViewControllers([module.assemble()])
    }
}
