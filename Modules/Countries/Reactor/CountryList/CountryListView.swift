import CountriesUI
import ReactorSupport
import TerminalUI

/// The Countries list: draws the reactor's view state with the shared builder, sends every
/// event to the reactor as an action, and turns the route pulse into a push. Reloads on
/// every appearance; leaving the stack cancels its load.
final class CountryListView: ViewController {
    let reactor: CountryListReactor
    private let assembly: SceneAssembly
    private var route: PulseBinding<CountryListState.Route?>?

    init(initialState: CountryListState = CountryListState(), assembly: SceneAssembly) {
        reactor = CountryListReactor(initialState: initialState, worker: CountryListWorker(repositories: assembly.repositories))
        self.assembly = assembly
        super.init()
        route = assembly.routeBinding({ [reactor] in reactor.state.$route }) { [weak self] in self?.navigate(to: $0) }
    }

    override var screen: Screen {
        let state = reactor.state
        return CountryListScreen.make(
            search: state.search, regions: state.regions, selectedRegion: state.selectedRegion, rows: state.rows,
            message: state.message, isLoading: state.isLoading, loadingControl: state.loadingControl
        )
    }

    override func viewWillAppear() {
        track(reactor.send(.appear))
    }

    override func viewDidDisappear() {
        track(reactor.send(.disappear))
    }

    override func handle(_ event: Event) {
        guard let event = CountryListScreen.Event(event), let action = action(for: event) else { return }
        track(reactor.send(action))
    }

    private func action(for event: CountryListScreen.Event) -> CountryListReactor.Action? {
        switch event {
        case .edit(.search, let text): .search(text)
        case .pick(.region, let row): .pickRegion(row)
        case .select(let path): .selectRow(CountryListScreen.rowIndex(at: path))
        case .loading(.retry): .retry
        case .loading(.cancelLoading): .cancelLoading
        }
    }

    /// A screen the user has left navigates nowhere (its `navigationController` is nil).
    private func navigate(to route: CountryListState.Route) {
        switch route {
        case .details(let initialState): navigationController?.push(CountryDetailsView(initialState: initialState, assembly: assembly))
        }
    }
}
