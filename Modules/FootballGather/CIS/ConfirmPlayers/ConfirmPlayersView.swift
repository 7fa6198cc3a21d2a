import FootballGatherUI
import TerminalUI

/// The Confirm players screen: assembles its scene, draws the line-up with the shared
/// builder, and hands moves and "Start Gather" to the Controller.
final class ConfirmPlayersView: ViewController {
    private let controller: any ConfirmPlayersControllerable
    private let store: ConfirmPlayersStore

    init(initialState: ConfirmPlayersState, assembly: SceneAssembly, delegate: (any ConfirmPlayersDelegate)?) {
        let worker = ConfirmPlayersWorker(assembly: assembly, delegate: delegate)
        let store = ConfirmPlayersStore(initialState: initialState)
        let controller = ConfirmPlayersController(interactor: ConfirmPlayersInteractor(store: store, worker: worker))
        worker.childDelegate = controller
        self.controller = controller
        self.store = store
        super.init()
        worker.view = self
    }

    override var screen: Screen {
        let model = store.viewModel
        return ConfirmPlayersScreen.make(
            bench: model.bench, teamA: model.teamA, teamB: model.teamB,
            isStartEnabled: model.isStartEnabled, isLoading: model.isLoading
        )
    }

    override func handle(_ event: Event) {
        guard let event = ConfirmPlayersScreen.Event(event) else { return }
        switch event {
        case .move(let path, let destination):
            guard let section = ConfirmPlayersScreen.section(at: path.section),
                  let destination = ConfirmPlayersScreen.section(at: destination) else { return }
            track(controller.execute(.move(row: path.row, section: section, destination: destination)))
        case .tap(.startGather):
            track(controller.execute(.tapStartGather))
        // Errors are alerts this screen presents; the toolkit takes their answer.
        case .dismissError: break
        }
    }
}
