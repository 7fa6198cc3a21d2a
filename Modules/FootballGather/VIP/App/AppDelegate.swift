import TerminalUI

/// The running app, as a UIKit app delegate with its window: it puts the Login scene on the
/// stack. From there every move is a scene's Router's.
@MainActor
final class AppDelegate: Application {
    let navigationController = NavigationController()
    private let assembly: SceneAssembly

    init(assembly: SceneAssembly) {
        self.assembly = assembly
    }

    func start() {
        navigationController.setViewControllers([LoginConfigurator(assembly: assembly).makeScene()])
    }
}
