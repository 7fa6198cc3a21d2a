import TerminalUI

/// The running app, like Radu Dan's `AppLoader`: it owns the navigation stack and puts the
/// first module, Login, on it. From there every move belongs to a module's Router.
@MainActor
final class AppLoader: Application {
    let navigationController: NavigationController
    private let moduleFactory: any ModuleFactoryProtocol

    init(
        navigationController: NavigationController = NavigationController(),
        moduleFactory: any ModuleFactoryProtocol
    ) {
        self.navigationController = navigationController
        self.moduleFactory = moduleFactory
    }

    /// Radu Dan's `build()`: assemble Login and make it the root.
    func start() {
        let module = moduleFactory.makeLogin(using: navigationController)
        navigationController.setViewControllers([module.assemble()])
    }
}
