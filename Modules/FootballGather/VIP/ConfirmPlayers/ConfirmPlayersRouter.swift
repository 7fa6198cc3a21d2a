import TerminalUI

/// Where Confirm players leads.
@MainActor
protocol ConfirmPlayersRoutingLogic: AnyObject {
    /// Pushes the gather just started.
    func routeToGather()
}

/// Confirm players' data store, for Gather (and Players, which fills it).
@MainActor
protocol ConfirmPlayersDataPassing: AnyObject {
    var dataStore: any ConfirmPlayersDataStore { get }
}

/// Confirm players' navigation, on the stack its ViewController is on (weakly).
@MainActor
final class ConfirmPlayersRouter: ConfirmPlayersRoutingLogic, ConfirmPlayersDataPassing {
    weak var viewController: ConfirmPlayersViewController?
    let dataStore: any ConfirmPlayersDataStore
    private let assembly: SceneAssembly

    init(dataStore: any ConfirmPlayersDataStore, assembly: SceneAssembly) {
        self.dataStore = dataStore
        self.assembly = assembly
    }

    /// A screen off the stack navigates nowhere: the user left while the gather was saved.
    func routeToGather() {
        guard let navigationController = viewController?.navigationController, dataStore.gather != nil else { return }
        let destination = GatherConfigurator(assembly: assembly).makeScene(activity: navigationController.rootActivity)
        passDataToGather(source: dataStore, destination: destination.router.dataStore)
        navigationController.push(destination)
    }

    // MARK: - Passing data

    private func passDataToGather(source: any ConfirmPlayersDataStore, destination: any GatherDataStore) {
        destination.userID = source.userID
        destination.gather = source.gather
        destination.delegate = source
    }
}
