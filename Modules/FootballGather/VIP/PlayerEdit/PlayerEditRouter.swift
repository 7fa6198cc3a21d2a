import TerminalUI

/// Where Player edit leads.
@MainActor
protocol PlayerEditRoutingLogic: AnyObject {
    /// Closes the editor once the edit is saved, back to the details that opened it.
    func routeToPlayerDetails()
}

/// Player edit's data store, which Player details' Router fills.
@MainActor
protocol PlayerEditDataPassing: AnyObject {
    var dataStore: any PlayerEditDataStore { get }
}

/// Player edit's navigation, on the stack its ViewController is on (weakly).
@MainActor
final class PlayerEditRouter: PlayerEditRoutingLogic, PlayerEditDataPassing {
    weak var viewController: PlayerEditViewController?
    let dataStore: any PlayerEditDataStore

    init(dataStore: any PlayerEditDataStore) {
        self.dataStore = dataStore
    }

    /// Nothing moves once the editor has left the stack (the user went back while it saved).
    func routeToPlayerDetails() {
        guard let viewController, let navigationController = viewController.navigationController,
              navigationController.topViewController === viewController else { return }
        navigationController.pop()
    }
}
