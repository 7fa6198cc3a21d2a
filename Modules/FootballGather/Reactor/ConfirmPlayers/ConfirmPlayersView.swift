import FootballGatherUI
import TerminalUI

/// The Confirm players screen: draws the line-up with the shared builder, sends moves and
/// "Start Gather", presents the error pulse, and pushes Gather on the route pulse.
final class ConfirmPlayersView: ViewController {
    private let reactor: ConfirmPlayersReactor
    private let context: SceneAssembly
    private var bindings: [AnyObject] = []

    init(initialState: ConfirmPlayersState, context: SceneAssembly, delegate: (any ConfirmPlayersDelegate)?) {
        reactor = ConfirmPlayersReactor(initialState: initialState, worker: ConfirmPlayersWorker(context: context, delegate: delegate))
        self.context = context
        super.init()
        bindings = [
            context.errorAlertBinding { [reactor] in reactor.state.$errorMessage },
            context.routeBinding({ [reactor] in reactor.state.$route }) { [weak self] in self?.navigate(to: $0) },
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
        // Errors are alerts over the stack, answered where they are presented.
        case .dismissError: break
        }
    }

    private func navigate(to route: ConfirmPlayersState.Route) {
        switch route {
        case .gather(let initialState):
            // Not once the user has left Confirm players: the gather is saved, un-ended.
            guard navigationController != nil else { return }
            context.navigationController?.push(GatherView(initialState: initialState, context: context, delegate: reactor))
        }
    }
}
