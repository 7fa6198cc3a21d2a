import TerminalUI
import TestSupport

/// A scene's ViewController over spies of its Interactor (BusinessLogic) and Router, shown
/// on a stage of its own: what each ViewController suite here tests, built alike.
@MainActor
struct ViewControllerFixture<Interactor, Router, Scene: ViewController> {
    let interactor: Interactor
    let router: Router
    let stage = ScreenStage()
    let viewController: Scene

    /// Makes the ViewController over `interactor` and `router` and shows it, settled.
    init(interactor: Interactor, router: Router, _ makeViewController: (Interactor, Router) -> Scene) async {
        self.interactor = interactor
        self.router = router
        viewController = makeViewController(interactor, router)
        await stage.show(viewController)
    }
}
