import FootballGatherUI
import ReactorSupport
import TerminalUI

/// The Player edit screen: draws the field with the shared builder, turns events into
/// actions, presents the error pulse, and closes itself on the close route.
final class PlayerEditView: ViewController {
    private let reactor: PlayerEditReactor
    private var errorAlert: PulseBinding<String?>?
    private var route: PulseBinding<PlayerEditState.Route?>?

    init(initialState: PlayerEditState, assembly: SceneAssembly, delegate: (any PlayerEditDelegate)?) {
        reactor = PlayerEditReactor(initialState: initialState, worker: PlayerEditWorker(assembly: assembly, delegate: delegate))
        super.init()
        errorAlert = assembly.errorAlertBinding(on: self) { [reactor] in reactor.state.$errorMessage }
        // Not once the user has left this editor: a screen off the stack navigates nowhere.
        route = assembly.routeBinding({ [reactor] in reactor.state.$route }) { [weak self] _ in self?.navigationController?.pop() }
    }

    override var screen: Screen {
        let state = reactor.state
        return PlayerEditScreen.make(field: state.domainState.field, content: state.content, isLoading: state.isLoading)
    }

    override func handle(_ event: Event) {
        guard let event = PlayerEditScreen.Event(event), let action = action(for: event) else { return }
        track(reactor.send(action))
    }

    private func action(for event: PlayerEditScreen.Event) -> PlayerEditReactor.Action? {
        switch event {
        case .edit(.value, let text): .editText(text)
        case .select(let path): .selectOption(path.row)
        case .tap(.done): .tapDone
        // Errors are alerts this screen presents; the toolkit takes their answer.
        case .dismissError: nil
        }
    }
}
