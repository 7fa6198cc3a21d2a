import FootballGatherUI
import TerminalUI

/// The History screen: assembles its scene, draws the ended gathers with the shared
/// builder, and loads on every appearance.
final class GatherHistoryView: ViewController {
    private let controller: any GatherHistoryControllerable
    private let store: GatherHistoryStore

    init(initialState: GatherHistoryState, assembly: SceneAssembly) {
        let worker = GatherHistoryWorker(assembly: assembly)
        let store = GatherHistoryStore(initialState: initialState, timeZone: assembly.environment.timeZone)
        self.controller = GatherHistoryController(interactor: GatherHistoryInteractor(store: store, worker: worker))
        self.store = store
        super.init()
        worker.view = self
    }

    override var screen: Screen {
        let model = store.viewModel
        return GatherHistoryScreen.make(rows: model.rows, showsEmptyMessage: model.showsEmptyMessage, isLoading: model.isLoading)
    }

    override func viewWillAppear() {
        track(controller.execute(.appear))
    }
}
