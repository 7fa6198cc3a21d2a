import FootballGatherModel
import TerminalUI

/// Where Player details leads.
@MainActor
protocol PlayerDetailsRoutingLogic: AnyObject {
    /// Pushes the editor of the field the user chose.
    func routeToPlayerEdit()
}

/// Player details' data store, for the editor it opens (and Players, which fills it).
@MainActor
protocol PlayerDetailsDataPassing: AnyObject {
    var dataStore: any PlayerDetailsDataStore { get }
}

/// Player details' navigation, on the stack its ViewController is on (weakly).
@MainActor
final class PlayerDetailsRouter: PlayerDetailsRoutingLogic, PlayerDetailsDataPassing {
    weak var viewController: PlayerDetailsViewController?
    let dataStore: any PlayerDetailsDataStore
    private let assembly: SceneAssembly

    init(dataStore: any PlayerDetailsDataStore, assembly: SceneAssembly) {
        self.dataStore = dataStore
        self.assembly = assembly
    }

    func routeToPlayerEdit() {
        guard let viewController, let navigationController = viewController.navigationController,
              let field = viewController.selectedField, dataStore.player != nil else { return }
        let destination = PlayerEditConfigurator(assembly: assembly).makeScene()
        passDataToPlayerEdit(field: field, source: dataStore, destination: destination.router.dataStore)
        navigationController.push(destination)
    }

    // MARK: - Passing data

    /// The editor reports the saved player back to this scene's data store.
    private func passDataToPlayerEdit(field: PlayerField, source: any PlayerDetailsDataStore, destination: any PlayerEditDataStore) {
        destination.userID = source.userID
        destination.player = source.player
        destination.field = field
        destination.delegate = source
    }
}
