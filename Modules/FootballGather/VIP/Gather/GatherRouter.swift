import TerminalUI

/// Where Gather leads.
@MainActor
protocol GatherRoutingLogic: AnyObject {
    /// Once the gather has ended, the whole flow Players started (Confirm players, Gather)
    /// closes, back to Players.
    func routeToPlayerList()
}

/// Gather's data store, which Confirm players' Router fills.
@MainActor
protocol GatherDataPassing: AnyObject {
    var dataStore: any GatherDataStore { get }
}

/// Gather's navigation, on the stack its ViewController is on (weakly).
@MainActor
final class GatherRouter: GatherRoutingLogic, GatherDataPassing {
    weak var viewController: GatherViewController?
    let dataStore: any GatherDataStore

    init(dataStore: any GatherDataStore) {
        self.dataStore = dataStore
    }

    /// Nothing moves if the user has left Gather while the end was saved.
    func routeToPlayerList() {
        guard let navigationController = viewController?.navigationController,
              let players = navigationController.viewControllers.first(where: { $0 is PlayerListViewController }) else { return }
        navigationController.pop(to: players)
    }
}
