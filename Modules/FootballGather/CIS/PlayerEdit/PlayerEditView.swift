import FootballGatherUI
import TerminalUI

/// The Player edit screen: assembles its scene, draws the field with the shared builder,
/// and hands every event to the Controller.
final class PlayerEditView: ViewController {
    private let controller: any PlayerEditControllerable
    private let store: PlayerEditStore

    init(initialState: PlayerEditState, assembly: SceneAssembly, delegate: (any PlayerEditDelegate)?) {
        let worker = PlayerEditWorker(assembly: assembly, delegate: delegate)
        let store = PlayerEditStore(initialState: initialState)
        self.controller = PlayerEditController(interactor: PlayerEditInteractor(store: store, worker: worker), store: store)
        self.store = store
        super.init()
        worker.view = self
    }

    override var screen: Screen {
        let model = store.viewModel
        return PlayerEditScreen.make(field: model.field, content: model.content, isLoading: model.isLoading)
    }

    override func handle(_ event: Event) {
        guard let event = PlayerEditScreen.Event(event), let action = action(for: event) else { return }
        track(controller.execute(action))
    }

    private func action(for event: PlayerEditScreen.Event) -> PlayerEditAction? {
        switch event {
        case .edit(.value, let text): .editText(text)
        case .select(let path): .selectOption(path.row)
        case .tap(.done): .tapDone
        // Errors are alerts this screen presents; the toolkit takes their answer.
        case .dismissError: nil
        }
    }
}
