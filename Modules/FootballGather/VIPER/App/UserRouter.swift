import FootballGatherModel
import TerminalUI

/// What the Routers of the signed-in user's screens share: the stack they move (weakly; the
/// app owns it), the factory that makes the next module, and whose data that module shows.
@MainActor
class UserRouter {
    private(set) weak var navigationController: NavigationController?
    let moduleFactory: any ModuleFactoryProtocol
    let userID: Int64

    init(navigationController: NavigationController, moduleFactory: any ModuleFactoryProtocol, userID: Int64) {
        self.navigationController = navigationController
        self.moduleFactory = moduleFactory
        self.userID = userID
    }

    /// Links `module` and pushes its view.
    func push(_ module: some AppModule) {
        navigationController?.push(module.assemble())
    }
}
