import CountriesModel
import Foundation
import TerminalUI

/// The running app, as a UIKit app delegate is, and the parent of its root scene, the
/// Countries list.
///
/// As in Spoqa's CIS article, the parent reaches its child scene through the child's
/// Controller, read from the child's View once it is assembled: deep links are a flow the
/// app delegates down to the list through it.
@MainActor
final class AppDelegate: Application {
    let navigationController = NavigationController()
    private let repositories: CountriesRepositories
    private var listController: (any CountryListControllerable)?

    init(repositories: CountriesRepositories) {
        self.repositories = repositories
    }

    func start() {
        let assembly = SceneAssembly(repositories: repositories, navigationController: navigationController)
        let list = CountryListView(initialState: CountryListState(), assembly: assembly)
        listController = list.controller
        navigationController.setViewControllers([list])
    }

    /// Every link is the list's to follow: one it cannot follow is answered with an error
    /// alert rather than refused.
    func open(_ url: URL) -> Bool {
        guard let listController else { return false }
        navigationController.activity.track(listController.execute(.openLink(url)))
        return true
    }
}
