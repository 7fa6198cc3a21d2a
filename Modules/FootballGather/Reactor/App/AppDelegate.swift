import AppSupport
import FootballGatherModel
import TerminalUI

/// The running app, as a UIKit app delegate is, and the parent of the two root scenes: Login until someone signs in,
/// then that user's Players, and Login again on logout. Both reach it through the delegate
/// their Worker holds; each switch replaces the stack.
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

    private var assembly: SceneAssembly {
        SceneAssembly(
            repositories: repositories, environment: environment,
            navigationController: navigationController, activity: navigationController.rootActivity
        )
    }

    private func showLogin() {
        navigationController.setViewControllers([LoginView(initialState: LoginState(), assembly: assembly, delegate: self)])
    }
}

extension AppDelegate: LoginDelegate {
    func loginDidSignIn(as user: User) {
        let players = PlayerListView(initialState: PlayerListState(userID: user.id), assembly: assembly, delegate: self)
        navigationController.setViewControllers([players])
    }
}

extension AppDelegate: PlayerListDelegate {
    func playerListDidLogOut() {
        showLogin()
    }
}
