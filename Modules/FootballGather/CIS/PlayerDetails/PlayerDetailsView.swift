import FootballGatherUI
import TerminalUI

/// The Player details screen: assembles its scene, draws the player with the shared
/// builder, and hands row selections to the Controller.
final class PlayerDetailsView: ViewController {
    private let controller: any PlayerDetailsControllerable
    private let store: PlayerDetailsStore

    init(initialState: PlayerDetailsState, assembly: SceneAssembly, delegate: (any PlayerDetailsDelegate)?) {
        let worker = PlayerDetailsWorker(assembly: assembly, delegate: delegate)
        let store = PlayerDetailsStore(initialState: initialState)
        let controller = PlayerDetailsController(interactor: PlayerDetailsInteractor(store: store, worker: worker))
        worker.childDelegate = controller
        self.controller = controller
        self.store = store
        super.init()
    }

    override var screen: Screen {
        let model = store.viewModel
        return PlayerDetailsScreen.make(title: model.title, values: model.values)
    }

    override func handle(_ event: Event) {
        guard case .select(let path)? = PlayerDetailsScreen.Event(event), let field = PlayerDetailsScreen.field(at: path) else { return }
        track(controller.execute(.selectField(field)))
    }
}
