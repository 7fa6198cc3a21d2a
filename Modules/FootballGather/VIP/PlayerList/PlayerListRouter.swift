import FootballGatherModel
import TerminalUI

/// Where Players leads.
@MainActor
protocol PlayerListRoutingLogic: AnyObject {
    /// Pushes the details of the row chosen in list mode.
    func routeToPlayerDetails()
    func routeToAddPlayer()
    /// Pushes Confirm players with the ticked players, if a gather can have them.
    func routeToConfirmPlayers()
    func routeToGatherHistory()
    /// Logging out replaces the whole stack with a fresh Login.
    func routeToLogin()
}

/// Players' data store, for the scenes it opens.
@MainActor
protocol PlayerListDataPassing: AnyObject {
    var dataStore: any PlayerListDataStore { get }
}

/// Players' navigation, on the stack its ViewController is on (weakly). Each route builds
/// the next scene, passes it the user and what it shows, with Players as the scene to tell
/// back, then shows it.
@MainActor
final class PlayerListRouter: PlayerListRoutingLogic, PlayerListDataPassing {
    weak var viewController: PlayerListViewController?
    let dataStore: any PlayerListDataStore
    private let assembly: SceneAssembly

    init(dataStore: any PlayerListDataStore, assembly: SceneAssembly) {
        self.dataStore = dataStore
        self.assembly = assembly
    }

    /// A row the roster no longer has goes nowhere.
    func routeToPlayerDetails() {
        guard let viewController, let navigationController = viewController.navigationController,
              let row = viewController.selectedRow, dataStore.players.indices.contains(row) else { return }
        let destination = PlayerDetailsConfigurator(assembly: assembly).makeScene()
        passDataToPlayerDetails(row: row, source: dataStore, destination: destination.router.dataStore)
        navigationController.push(destination)
    }

    func routeToAddPlayer() {
        guard let navigationController = viewController?.navigationController else { return }
        let destination = AddPlayerConfigurator(assembly: assembly).makeScene()
        destination.router.dataStore.userID = dataStore.userID
        navigationController.push(destination)
    }

    func routeToConfirmPlayers() {
        guard let navigationController = viewController?.navigationController,
              LineUp.canConfirm(selectedCount: dataStore.selectedPlayers.count) else { return }
        let destination = ConfirmPlayersConfigurator(assembly: assembly).makeScene()
        passDataToConfirmPlayers(source: dataStore, destination: destination.router.dataStore)
        navigationController.push(destination)
    }

    func routeToGatherHistory() {
        guard let navigationController = viewController?.navigationController else { return }
        let destination = GatherHistoryConfigurator(assembly: assembly).makeScene()
        destination.router.dataStore.userID = dataStore.userID
        navigationController.push(destination)
    }

    func routeToLogin() {
        guard let navigationController = viewController?.navigationController else { return }
        navigationController.setViewControllers([LoginConfigurator(assembly: assembly).makeScene()])
    }

    // MARK: - Passing data

    // Data stores are their scenes' Interactors: passing is setting. The delegate is weak on
    // the other side, and Players outlives the scenes it opens.

    private func passDataToPlayerDetails(row: Int, source: any PlayerListDataStore, destination: any PlayerDetailsDataStore) {
        destination.userID = source.userID
        destination.player = source.players[row]
        destination.delegate = source
    }

    private func passDataToConfirmPlayers(source: any PlayerListDataStore, destination: any ConfirmPlayersDataStore) {
        destination.userID = source.userID
        destination.lineUp = LineUp(players: source.selectedPlayers)
        destination.delegate = source
    }
}
