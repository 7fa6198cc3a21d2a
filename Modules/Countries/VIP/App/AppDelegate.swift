import Foundation
import TerminalUI

/// The running app, as a UIKit app delegate with its window: it puts the Countries list
/// scene on the stack and hands it every deep link. A link reaches the scene the way any
/// event does, through its ViewController, which asks its Interactor.
@MainActor
final class AppDelegate: Application {
    let navigationController = NavigationController()
    private let assembly: SceneAssembly
    /// The root scene; the stack keeps it for as long as the app runs.
    private weak var list: CountryListViewController?

    init(assembly: SceneAssembly) {
        self.assembly = assembly
    }

    func start() {
        let list = CountryListConfigurator(assembly: assembly).makeScene()
        self.list = list
        navigationController.setViewControllers([list])
    }

    /// Every link is this app's to answer: one it cannot follow shows an error alert rather
    /// than being refused. The lookup is tracked work, like any other.
    func open(_ url: URL) -> Bool {
        navigationController.activity.perform { [list] in
            await list?.openDeepLink(url)
        }
        return true
    }
}
