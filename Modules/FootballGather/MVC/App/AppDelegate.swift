import AppSupport
import FootballGatherModel
import TerminalUI

/// The app, like a UIKit app delegate owning its window: Login is the root until someone
/// signs in, then that user's Players; logging out puts Login back. Each switch replaces
/// the whole stack, as setting `window.rootViewController` would.
@MainActor
final class AppDelegate: Application {
    let navigationController = NavigationController()

    private let repositories: FootballGatherRepositories
    private let environment: AppEnvironment

    init(repositories: FootballGatherRepositories, environment: AppEnvironment) {
        self.repositories = repositories
        self.environment = environment
    }

    func start() {
        showLogin()
    }

    private func showLogin() {
        let login = LoginViewController(users: repositories.users, settings: repositories.settings)
        login.delegate = self
        navigationController.setViewControllers([login])
    }
}

extension AppDelegate: LoginViewControllerDelegate {
    func loginViewController(_ controller: LoginViewController, didSignInAs user: User) {
        let players = PlayerListViewController(user: user, repositories: repositories, environment: environment)
        players.delegate = self
        navigationController.setViewControllers([players])
    }
}

extension AppDelegate: PlayerListViewControllerDelegate {
    func playerListViewControllerDidLogOut(_ controller: PlayerListViewController) {
        showLogin()
    }
}
