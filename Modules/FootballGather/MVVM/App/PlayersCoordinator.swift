import AppSupport
import FootballGatherModel
import TerminalUI

/// The signed-in user's flow, rooted at Players: it opens Add player and History itself,
/// and hands a player's details or a gather to a child coordinator.
@MainActor
final class PlayersCoordinator {
    private let user: User
    private let navigationController: NavigationController
    private let repositories: FootballGatherRepositories
    private let environment: AppEnvironment
    private let onLogout: @MainActor () -> Void

    private var playerListViewModel: PlayerListViewModel?
    private var playerListView: PlayerListView?
    /// The flow on top of Players (a player's details, or a gather), released once
    /// Players is visible again, however the user got back there.
    private(set) var child: AnyObject?

    /// - Parameter onLogout: called when the user logs out.
    init(
        user: User,
        navigationController: NavigationController,
        repositories: FootballGatherRepositories,
        environment: AppEnvironment,
        onLogout: @escaping @MainActor () -> Void
    ) {
        self.user = user
        self.navigationController = navigationController
        self.repositories = repositories
        self.environment = environment
        self.onLogout = onLogout
    }

    /// Makes Players the root of the stack.
    func start() {
        let viewModel = PlayerListViewModel(userID: user.id, repository: repositories.players, coordinator: self)
        let view = PlayerListView(viewModel: viewModel)
        playerListViewModel = viewModel
        playerListView = view
        navigationController.delegate = self
        navigationController.setViewControllers([view])
    }

    /// Players is back in list mode once a gather has ended, and shows again unless the
    /// user has left Gather already (then they stay where they went).
    private func gatherDidEnd(isShowingGather: Bool) {
        playerListViewModel?.cancelSelection()
        if isShowingGather, let playerListView {
            navigationController.pop(to: playerListView)
        }
    }
}

extension PlayersCoordinator: PlayerListCoordinating {
    func showDetails(of player: Player) {
        let flow = PlayerDetailsCoordinator(
            player: player,
            userID: user.id,
            navigationController: navigationController,
            repository: repositories.players,
            onSaved: { [weak self] saved in self?.playerListViewModel?.playerDidChange(saved) }
        )
        child = flow
        flow.start()
    }

    /// Add player closes once the player is added, unless the user has left it already (a
    /// screen no longer on the stack navigates nowhere, as in UIKit). The closure keeps its
    /// own weak reference, so an Add player opened again meanwhile is never the one closed.
    func showAddPlayer() {
        weak var addPlayerView: AddPlayerView?
        let viewModel = AddPlayerViewModel(
            userID: user.id,
            repository: repositories.players,
            onAdded: { _ in addPlayerView?.navigationController?.pop() }
        )
        let view = AddPlayerView(viewModel: viewModel)
        addPlayerView = view
        navigationController.push(view)
    }

    func showConfirmPlayers(_ players: [Player]) {
        let flow = GatherCoordinator(
            players: players,
            userID: user.id,
            navigationController: navigationController,
            repository: repositories.gathers,
            environment: environment,
            onEnded: { [weak self] isShowingGather in self?.gatherDidEnd(isShowingGather: isShowingGather) }
        )
        child = flow
        flow.start()
    }

    func showHistory() {
        let viewModel = GatherHistoryViewModel(userID: user.id, repository: repositories.gathers, timeZone: environment.timeZone)
        navigationController.push(GatherHistoryView(viewModel: viewModel))
    }

    func logout() {
        onLogout()
    }
}

extension PlayersCoordinator: NavigationControllerDelegate {
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController) {
        if viewController === playerListView {
            child = nil
        }
    }
}
