import FootballGatherUI
import TerminalUI

/// The Players screen: draws the reactor's state with the shared builder, turns events into
/// actions (and reloads on every appearance, as the scenes above may have changed the
/// roster), presents the error pulse, and turns the route pulse into pushes and pops.
final class PlayerListView: ViewController {
    private let reactor: PlayerListReactor
    private let assembly: SceneAssembly
    private var bindings: [AnyObject] = []

    init(initialState: PlayerListState, assembly: SceneAssembly, delegate: (any PlayerListDelegate)?) {
        reactor = PlayerListReactor(initialState: initialState, worker: PlayerListWorker(assembly: assembly, delegate: delegate))
        self.assembly = assembly
        super.init()
        bindings = [
            assembly.errorAlertBinding(on: self) { [reactor] in reactor.state.$errorMessage },
            assembly.routeBinding({ [reactor] in reactor.state.$route }) { [weak self] in self?.navigate(to: $0) },
        ]
    }

    override var screen: Screen {
        let state = reactor.state
        return PlayerListScreen.make(
            title: state.title, mode: state.screenMode, rows: state.rows,
            showsEmptyMessage: state.showsEmptyMessage, isLoading: state.isLoading, alert: state.alert
        )
    }

    override func handle(_ event: Event) {
        guard let event = PlayerListScreen.Event(event), let action = action(for: event) else { return }
        track(reactor.send(action))
    }

    override func viewWillAppear() {
        track(reactor.send(.appear))
    }

    private func action(for event: PlayerListScreen.Event) -> PlayerListReactor.Action? {
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

    private func navigate(to route: PlayerListState.Route) {
        guard let stack = assembly.navigationController else { return }
        switch route {
        case .playerDetails(let initialState):
            stack.push(PlayerDetailsView(initialState: initialState, assembly: assembly, delegate: reactor))
        case .addPlayer(let initialState):
            stack.push(AddPlayerView(initialState: initialState, assembly: assembly, delegate: reactor))
        case .confirmPlayers(let initialState):
            stack.push(ConfirmPlayersView(initialState: initialState, assembly: assembly, delegate: reactor))
        case .history(let initialState):
            stack.push(GatherHistoryView(initialState: initialState, assembly: assembly))
        // A screen the user has already left navigates nowhere: a gather ended after the
        // user went back leaves them where they went.
        case .backToPlayers:
            guard stack.topViewController is GatherView else { return }
            stack.popToRoot()
        }
    }
}
