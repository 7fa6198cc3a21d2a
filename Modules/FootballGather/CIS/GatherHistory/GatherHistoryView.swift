import FootballGatherUI
import TerminalUI

/// The History screen: assembles its scene, draws the ended gathers with the shared
/// builder, and loads on every appearance.
final class GatherHistoryView: ViewController {
    private let controller: any GatherHistoryControllerable
    private let store: GatherHistoryStore

    init(initialState: GatherHistoryState, context: SceneAssembly) {
        let worker = GatherHistoryWorker(context: context)
        let store = GatherHistoryStore(initialState: initialState, timeZone: context.environment.timeZone)
        self.controller = GatherHistoryController(interactor: GatherHistoryInteractor(store: store, worker: worker))
        self.store = store
        super.init()
    }

    override var screen: Screen {
        let model = store.viewModel
        return GatherHistoryScreen.make(rows: model.rows, showsEmptyMessage: model.showsEmptyMessage, isLoading: model.isLoading)
    }

    override func viewWillAppear() {
        track(controller.execute(.appear))
    }
}
