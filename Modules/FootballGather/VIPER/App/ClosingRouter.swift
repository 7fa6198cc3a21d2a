import TerminalUI

/// What the Routers of the modules that close themselves keep: the stack (weakly; the app
/// owns it) and the module's own screen (weakly; the stack owns it), set when the module is
/// assembled, so the Router knows what "close" takes off the stack.
@MainActor
class ClosingRouter {
    private(set) weak var navigationController: NavigationController?
    weak var viewController: ViewController?

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
    }

    /// Takes the module's screen (and anything above it) off the stack, back to the screen
    /// that opened it. Does nothing once the screen has left the stack.
    func close() {
        guard let navigationController, let viewController,
              let index = navigationController.viewControllers.firstIndex(where: { $0 === viewController }),
              index > 0 else { return }
        navigationController.pop(to: navigationController.viewControllers[index - 1])
    }
}
