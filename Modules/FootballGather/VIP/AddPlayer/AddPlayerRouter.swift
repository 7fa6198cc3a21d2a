import TerminalUI

/// Where Add player leads.
@MainActor
protocol AddPlayerRoutingLogic: AnyObject {
    /// Closes the screen once the player is saved, back to Players.
    func routeToPlayerList()
}

/// Add player's data store, which Players' Router fills.
@MainActor
protocol AddPlayerDataPassing: AnyObject {
    var dataStore: any AddPlayerDataStore { get }
}

/// Add player's navigation, on the stack its ViewController is on (weakly).
@MainActor
final class AddPlayerRouter: AddPlayerRoutingLogic, AddPlayerDataPassing {
    weak var viewController: AddPlayerViewController?
    let dataStore: any AddPlayerDataStore

    init(dataStore: any AddPlayerDataStore) {
        self.dataStore = dataStore
    }

    /// Nothing moves once the screen has left the stack (the user went back while it saved).
    func routeToPlayerList() {
        guard let viewController, let navigationController = viewController.navigationController,
              navigationController.topViewController === viewController else { return }
        navigationController.pop()
    }
}
