import FootballGatherUI
import TerminalUI

/// The Add player screen: assembles its scene, draws the name with the shared builder,
/// and hands every event to the Controller.
final class AddPlayerView: ViewController {
    private let controller: any AddPlayerControllerable
    private let store: AddPlayerStore

    init(initialState: AddPlayerState, assembly: SceneAssembly, delegate: (any AddPlayerDelegate)?) {
        let worker = AddPlayerWorker(assembly: assembly, delegate: delegate)
        let store = AddPlayerStore(initialState: initialState)
        self.controller = AddPlayerController(interactor: AddPlayerInteractor(store: store, worker: worker), store: store)
        self.store = store
        super.init()
        worker.view = self
    }

    override var screen: Screen {
        let model = store.viewModel
        return AddPlayerScreen.make(name: model.name, isDoneEnabled: model.isDoneEnabled, isLoading: model.isLoading)
    }

    override func handle(_ event: Event) {
        guard let event = AddPlayerScreen.Event(event) else { return }
        switch event {
        case .edit(.name, let name): track(controller.execute(.editName(name)))
        case .tap(.done): track(controller.execute(.tapDone))
        // Errors are alerts this screen presents; the toolkit takes their answer.
        case .dismissError: break
        }
    }
}
