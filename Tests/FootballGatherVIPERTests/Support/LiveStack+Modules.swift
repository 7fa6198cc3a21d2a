import FootballGatherTestSupport
import TerminalUI
@testable import FootballGatherVIPER

/// The VIPER side of the shared live stack: modules come from the real module factory and
/// are assembled onto the stack, as their routers do it.
extension LiveStack {
    var factory: ModuleFactory {
        ModuleFactory(repositories: repositories, environment: environment)
    }

    /// Starts with Players of the coach as the root (not yet settled).
    func showPlayers() -> PlayerListView? {
        let module = factory.makePlayerList(using: navigationController, userID: userID)
        navigationController.setViewControllers([module.assemble()])
        return top as? PlayerListView
    }
}
