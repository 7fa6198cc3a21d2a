import CountriesUI
import Observation
import ReactorSupport
import TerminalUI

/// The Countries list: draws the reactor's view state with the shared builder, sends every
/// event to the reactor as an action, and turns the route pulse into a push. Reloads on
/// every appearance; leaving the stack cancels its load.
final class CountryListView: ViewController {
    let reactor: CountryListReactor
    private let scenes: SceneFactory
    private var seenRoute: Int

    init(reactor: CountryListReactor, scenes: SceneFactory) {
        self.reactor = reactor
        self.scenes = scenes
        seenRoute = reactor.state.$route.valueUpdatedCount
        super.init()
        bind()
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
        guard let action = action(for: event) else { return }
        track(reactor.send(action))
    }

    private func action(for event: Event) -> CountryListReactor.Action? {
        switch event {
        case .edit(CountryListScreen.ID.search, let text): .search(text)
        case .pick(CountryListScreen.ID.regionPicker, _, let row): .pickRegion(row)
        case .select(let path): .selectRow(CountryListScreen.rowIndex(at: path))
        case .tap(LoadingControl.ID.retry): .retry
        case .tap(LoadingControl.ID.cancelLoading): .cancelLoading
        default: nil
        }
    }

    /// ReactorKit's `bind(reactor:)` for the pulse: each change of the state is looked at,
    /// as tracked work, so script mode renders only once the push is done.
    private func bind() {
        withObservationTracking { _ = reactor.state } onChange: { [weak self] in
            MainActor.assumeIsolated {
                _ = self?.perform { [weak self] in
                    self?.consumePulses()
                    self?.bind()
                }
            }
        }
    }

    private func consumePulses() {
        if case .details(let initialState)? = reactor.state.$route.unseen(by: &seenRoute) ?? nil {
            navigationController?.push(scenes.countryDetails(initialState))
        }
    }
}
