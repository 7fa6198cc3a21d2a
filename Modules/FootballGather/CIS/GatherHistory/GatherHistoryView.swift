import Foundation
import FootballGatherUI
import TerminalUI

/// The History screen: assembles its scene, draws the ended gathers with the shared
/// builder in the app's time zone, and loads on every appearance.
final class GatherHistoryView: ViewController {
    private let controller: any GatherHistoryControllerable
    private let store: GatherHistoryStore
    /// How dates read is the view's business, as a SwiftUI environment value would be.
    private let timeZone: TimeZone

    init(initialState: GatherHistoryState, context: SceneContext) {
        let worker = GatherHistoryWorker(context: context)
        let store = GatherHistoryStore(initialState: initialState, worker: worker)
        self.controller = GatherHistoryController(interactor: GatherHistoryInteractor(store: store, worker: worker))
        self.store = store
        self.timeZone = context.environment.timeZone
        super.init()
    }

    override var screen: Screen {
        let model = store.state.viewModel
        return GatherHistoryScreen.make(gathers: model.gathers, timeZone: timeZone, isLoading: model.isLoading)
    }

    override func viewWillAppear() {
        track(controller.execute(.appear))
    }
}
