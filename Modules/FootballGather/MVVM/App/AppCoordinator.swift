import AppSupport
import FootballGatherModel
import TerminalUI

/// The root of the app: Login until someone signs in, then the Players flow of that user,
/// and Login again on logout. Each switch replaces the whole stack.
@MainActor
final class AppCoordinator: Application {
    let navigationController = NavigationController()

    private let repositories: FootballGatherRepositories
    private let environment: AppEnvironment
    /// The signed-in user's flow; nil on Login.
    private(set) var playersCoordinator: PlayersCoordinator?

    init(repositories: FootballGatherRepositories, environment: AppEnvironment) {
        self.repositories = repositories
        self.environment = environment
    }

    func start() {
        showLogin()
    }

    private func showLogin() {
        playersCoordinator = nil
        let viewModel = LoginViewModel(
            users: repositories.users,
            settings: repositories.settings,
            onSignedIn: { [weak self] user in self?.showPlayers(of: user) }
        )
        navigationController.setViewControllers([LoginView(viewModel: viewModel)])
    }

    private func showPlayers(of user: User) {
        let coordinator = PlayersCoordinator(
            user: user,
            navigationController: navigationController,
            repositories: repositories,
            environment: environment,
            onLogout: { [weak self] in self?.showLogin() }
        )
        playersCoordinator = coordinator
        coordinator.start()
    }
}
