import AppSupport
import FootballGatherModel
import TerminalUI

/// A gather from team picking to the final whistle: Confirm players, then Gather.
@MainActor
final class GatherCoordinator {
    private let players: [Player]
    private let userID: Int64
    private let navigationController: NavigationController
    private let repository: any GatherRepository
    private let environment: AppEnvironment
    private let onEnded: @MainActor (_ isShowingGather: Bool) -> Void
    private weak var confirmPlayersView: ConfirmPlayersView?
    private weak var gatherView: GatherView?

    /// - Parameter onEnded: called once the gather is saved as ended, saying whether the
    ///   user is still on Gather (a screen they have left navigates nowhere).
    init(
        players: [Player],
        userID: Int64,
        navigationController: NavigationController,
        repository: any GatherRepository,
        environment: AppEnvironment,
        onEnded: @escaping @MainActor (_ isShowingGather: Bool) -> Void
    ) {
        self.players = players
        self.userID = userID
        self.navigationController = navigationController
        self.repository = repository
        self.environment = environment
        self.onEnded = onEnded
    }

    /// Pushes Confirm players with the selected players on the bench.
    func start() {
        let viewModel = ConfirmPlayersViewModel(
            players: players,
            userID: userID,
            repository: repository,
            now: environment.now,
            onStarted: { [weak self] gather in self?.showGather(gather) }
        )
        let view = ConfirmPlayersView(viewModel: viewModel)
        confirmPlayersView = view
        navigationController.push(view)
    }

    /// A screen the user has left navigates nowhere (as in UIKit): a gather started or ended
    /// after the user went back is saved, and the user stays where they went.
    private func showGather(_ gather: Gather) {
        guard confirmPlayersView?.navigationController != nil else { return }
        let ticker = Ticker(clock: environment.clock, track: navigationController.rootActivity.track)
        let viewModel = GatherViewModel(
            gather: gather,
            countdown: GatherTimerViewModel(ticker: ticker),
            userID: userID,
            repository: repository,
            now: environment.now,
            onEnded: { [weak self] in self?.gatherDidEnd() }
        )
        let view = GatherView(viewModel: viewModel)
        gatherView = view
        navigationController.push(view)
    }

    private func gatherDidEnd() {
        onEnded(gatherView?.navigationController != nil)
    }
}
