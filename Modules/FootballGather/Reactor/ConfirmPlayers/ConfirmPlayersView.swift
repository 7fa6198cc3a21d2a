import FootballGatherUI
import TerminalUI

/// The Confirm players screen: draws the line-up with the shared builder, sends moves and
/// "Start Gather", presents the error pulse, and pushes Gather on the route pulse.
final class ConfirmPlayersView: ViewController {
    private let reactor: ConfirmPlayersReactor
    private let assembly: SceneAssembly
    private var bindings: [AnyObject] = []

    init(initialState: ConfirmPlayersState, assembly: SceneAssembly, delegate: (any ConfirmPlayersDelegate)?) {
        reactor = ConfirmPlayersReactor(initialState: initialState, worker: ConfirmPlayersWorker(assembly: assembly, delegate: delegate))
        self.assembly = assembly
        super.init()
        bindings = [
            assembly.errorAlertBinding(on: self) { [reactor] in reactor.state.$errorMessage },
            assembly.routeBinding({ [reactor] in reactor.state.$route }) { [weak self] in self?.navigate(to: $0) },
        ]
    }

    override var screen: Screen {
        let state = reactor.state
        return ConfirmPlayersScreen.make(
            bench: state.rows(.bench), teamA: state.rows(.teamA), teamB: state.rows(.teamB),
            isStartEnabled: state.isStartEnabled, isLoading: state.isLoading
        )
    }

    override func handle(_ event: Event) {
        guard let event = ConfirmPlayersScreen.Event(event) else { return }
        switch event {
        case .move(let path, let destination):
            guard let move = ConfirmPlayersScreen.move(from: path, toSection: destination) else { return }
            track(reactor.send(.move(row: move.row, section: move.from, destination: move.to)))
        case .tap(.startGather):
            track(reactor.send(.tapStartGather))
        // Errors are alerts this screen presents; the toolkit takes their answer.
        case .dismissError: break
        }
    }

    private func navigate(to route: ConfirmPlayersState.Route) {
        switch route {
        case .gather(let initialState):
            // Not once the user has left Confirm players: the gather is saved, un-ended.
            guard navigationController != nil else { return }
            assembly.navigationController?.push(GatherView(initialState: initialState, assembly: assembly, delegate: reactor))
        }
    }
}
