import CountriesUI
import Observation
import ReactorSupport
import TerminalUI

/// A country's details: draws the reactor's view state with the shared builder, sends every
/// event to the reactor as an action, and turns its pulses into a push (a neighbour) or an
/// alert (a failed save). Reloads on every appearance, so a favourite changed deeper in the
/// stack shows on return; leaving the stack cancels its load.
final class CountryDetailsView: ViewController {
    let reactor: CountryDetailsReactor
    private let scenes: SceneFactory
    private var seenRoute: Int
    private var seenAlert: Int

    init(reactor: CountryDetailsReactor, scenes: SceneFactory) {
        self.reactor = reactor
        self.scenes = scenes
        seenRoute = reactor.state.$route.valueUpdatedCount
        seenAlert = reactor.state.$alert.valueUpdatedCount
        super.init()
        bind()
    }

    override var screen: Screen {
        let state = reactor.state
        return CountryDetailsScreen.make(
            title: state.title, content: state.content, message: state.message,
            isLoading: state.isLoading, loadingControl: state.loadingControl
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

    private func action(for event: Event) -> CountryDetailsReactor.Action? {
        switch event {
        case .tap(CountryDetailsScreen.ID.favourite): .tapFavourite
        case .select(let path): CountryDetailsScreen.neighbourIndex(at: path).map(CountryDetailsReactor.Action.selectNeighbour)
        case .tap(LoadingControl.ID.retry): .retry
        case .tap(LoadingControl.ID.cancelLoading): .cancelLoading
        default: nil
        }
    }

    /// ReactorKit's `bind(reactor:)` for the pulses: each change of the state is looked at,
    /// as tracked work, so script mode renders only once the push or alert is up.
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
        let state = reactor.state
        if case .details(let initialState)? = state.$route.unseen(by: &seenRoute) ?? nil {
            navigationController?.push(scenes.countryDetails(initialState))
        }
        if let message = state.$alert.unseen(by: &seenAlert) ?? nil {
            navigationController?.presentAlert(.error(message))
        }
    }
}
