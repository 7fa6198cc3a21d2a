import FootballGatherUI
import ReactorSupport
import TerminalUI

/// The Add player screen: draws the name with the shared builder, turns events into
/// actions, presents the error pulse, and closes itself on the close route.
final class AddPlayerView: ViewController {
    private let reactor: AddPlayerReactor
    private var errorAlert: PulseBinding<String?>?
    private var route: PulseBinding<AddPlayerState.Route?>?

    init(initialState: AddPlayerState, assembly: SceneAssembly, delegate: (any AddPlayerDelegate)?) {
        reactor = AddPlayerReactor(initialState: initialState, worker: AddPlayerWorker(assembly: assembly, delegate: delegate))
        super.init()
        errorAlert = assembly.errorAlertBinding(on: self) { [reactor] in reactor.state.$errorMessage }
        // Not once the user has left this screen: a screen off the stack navigates nowhere.
        route = assembly.routeBinding({ [reactor] in reactor.state.$route }) { [weak self] _ in self?.navigationController?.pop() }
    }

    override var screen: Screen {
        let state = reactor.state
        return AddPlayerScreen.make(name: state.name, isDoneEnabled: state.isDoneEnabled, isLoading: state.isLoading)
    }

    override func handle(_ event: Event) {
        guard let event = AddPlayerScreen.Event(event) else { return }
        switch event {
        case .edit(.name, let name): track(reactor.send(.editName(name)))
        case .tap(.done): track(reactor.send(.tapDone))
        // Errors are alerts this screen presents; the toolkit takes their answer.
        case .dismissError: break
        }
    }
}
