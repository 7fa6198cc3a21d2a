import FootballGatherUI
import ReactorSupport
import TerminalUI

/// The Player details screen: draws the player with the shared builder, sends row
/// selections, and turns the route pulse into opening Player edit (which closes itself).
final class PlayerDetailsView: ViewController {
    private let reactor: PlayerDetailsReactor
    private let assembly: SceneAssembly
    private var route: PulseBinding<PlayerDetailsState.Route?>?

    init(initialState: PlayerDetailsState, assembly: SceneAssembly, delegate: (any PlayerDetailsDelegate)?) {
        reactor = PlayerDetailsReactor(initialState: initialState, worker: PlayerDetailsWorker(delegate: delegate))
        self.assembly = assembly
        super.init()
        route = assembly.routeBinding({ [reactor] in reactor.state.$route }) { [weak self] in self?.navigate(to: $0) }
    }

    override var screen: Screen {
        PlayerDetailsScreen.make(title: reactor.state.title, values: reactor.state.values)
    }

    override func handle(_ event: Event) {
        guard case .select(let path)? = PlayerDetailsScreen.Event(event), let field = PlayerDetailsScreen.field(at: path) else { return }
        track(reactor.send(.selectField(field)))
    }

    private func navigate(to route: PlayerDetailsState.Route) {
        switch route {
        case .editField(let initialState):
            assembly.navigationController?.push(PlayerEditView(initialState: initialState, assembly: assembly, delegate: reactor))
        }
    }
}
