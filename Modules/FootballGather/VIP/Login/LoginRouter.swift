import TerminalUI

/// Where Login leads.
@MainActor
protocol LoginRoutingLogic: AnyObject {
    /// Replaces Login with the signed-in user's Players.
    func routeToPlayerList()
}

/// Login's data store, for the scene it opens.
@MainActor
protocol LoginDataPassing: AnyObject {
    var dataStore: any LoginDataStore { get }
}

/// Login's navigation, on the stack its ViewController is on (weakly): Players becomes the
/// root, and Login is freed.
@MainActor
final class LoginRouter: LoginRoutingLogic, LoginDataPassing {
    weak var viewController: LoginViewController?
    let dataStore: any LoginDataStore
    private let assembly: SceneAssembly

    init(dataStore: any LoginDataStore, assembly: SceneAssembly) {
        self.dataStore = dataStore
        self.assembly = assembly
    }

    func routeToPlayerList() {
        guard let navigationController = viewController?.navigationController, dataStore.user != nil else { return }
        let destination = PlayerListConfigurator(assembly: assembly).makeScene()
        passDataToPlayerList(source: dataStore, destination: destination.router.dataStore)
        navigationController.setViewControllers([destination])
    }

    // MARK: - Passing data

    private func passDataToPlayerList(source: any LoginDataStore, destination: any PlayerListDataStore) {
        destination.userID = source.user?.id
    }
}
