import FootballGatherUI
import TerminalUI

/// The Players screen: assembles its scene, draws the Store's view model with the shared
/// builder and hands every event to the Controller. Reloads on every appearance, since
/// the scenes above may have changed the roster.
final class PlayerListView: ViewController {
    private let controller: any PlayerListControllerable
    private let store: PlayerListStore

    init(initialState: PlayerListState, assembly: SceneAssembly, delegate: (any PlayerListDelegate)?) {
        let worker = PlayerListWorker(assembly: assembly, delegate: delegate)
        let store = PlayerListStore(initialState: initialState)
        let controller = PlayerListController(interactor: PlayerListInteractor(store: store, worker: worker), store: store)
        self.store = store
        self.controller = controller
        super.init()
        worker.view = self
        worker.childDelegate = controller
    }

    override var screen: Screen {
        let model = store.viewModel
        return PlayerListScreen.make(
            title: model.title, mode: model.mode, rows: model.rows,
            showsEmptyMessage: model.showsEmptyMessage, isLoading: model.isLoading, alert: model.alert
        )
    }

    override func handle(_ event: Event) {
        guard let event = PlayerListScreen.Event(event), let action = action(for: event) else { return }
        track(controller.execute(action))
    }

    override func viewWillAppear() {
        track(controller.execute(.appear))
    }

    private func action(for event: PlayerListScreen.Event) -> PlayerListAction? {
        switch event {
        case .tap(.logout): .tapLogout
        case .tap(.history): .tapHistory
        case .tap(.select): .tapSelect
        case .tap(.cancel): .tapCancel
        case .tap(.addPlayer): .tapAddPlayer
        case .tap(.confirmPlayers): .tapConfirmPlayers
        case .select(let path): .selectRow(path.row)
        case .delete(let path): .deleteRow(path.row)
        case .answer(let answer): .answerDeletion(confirmed: answer == .yes)
        // Errors are alerts this screen presents; the toolkit takes their answer.
        case .dismissError: nil
        }
    }
}
