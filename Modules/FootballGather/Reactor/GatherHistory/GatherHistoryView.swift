import FootballGatherUI
import ReactorSupport
import TerminalUI

/// The History screen: draws the ended gathers with the shared builder, loads on every
/// appearance, and presents the error pulse.
final class GatherHistoryView: ViewController {
    private let reactor: GatherHistoryReactor
    private var errorAlert: PulseBinding<String?>?

    init(initialState: GatherHistoryState, assembly: SceneAssembly) {
        reactor = GatherHistoryReactor(initialState: initialState, worker: GatherHistoryWorker(assembly: assembly))
        super.init()
        errorAlert = assembly.errorAlertBinding(on: self) { [reactor] in reactor.state.$errorMessage }
    }

    override var screen: Screen {
        let state = reactor.state
        return GatherHistoryScreen.make(rows: state.rows ?? [], showsEmptyMessage: state.showsEmptyMessage, isLoading: state.isLoading)
    }

    override func viewWillAppear() {
        track(reactor.send(.appear))
    }
}
