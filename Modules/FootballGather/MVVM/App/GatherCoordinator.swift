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
    private let onEnded: @MainActor () -> Void

    /// - Parameter onEnded: called once the gather is saved as ended.
    init(
        players: [Player],
        userID: Int64,
        navigationController: NavigationController,
        repository: any GatherRepository,
        environment: AppEnvironment,
        onEnded: @escaping @MainActor () -> Void
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
        navigationController.push(ConfirmPlayersView(viewModel: viewModel))
    }

    private func showGather(_ gather: Gather) {
        let ticker = Ticker(clock: environment.clock, activity: navigationController.rootActivity)
        let viewModel = GatherViewModel(
            gather: gather,
            countdown: GatherTimerViewModel(ticker: ticker),
            userID: userID,
            repository: repository,
            now: environment.now,
            onEnded: { [weak self] in self?.onEnded() }
        )
        navigationController.push(GatherView(viewModel: viewModel))
    }
}
