import CountriesUI
import ReactorSupport
import TerminalUI

/// A country's details: draws the reactor's view state with the shared builder, sends every
/// event to the reactor as an action, and turns its pulses into a push (a neighbour) or an
/// alert (a failed save). Reloads on every appearance, so a favourite changed deeper in the
/// stack shows on return; leaving the stack cancels its load.
final class CountryDetailsView: ViewController {
    let reactor: CountryDetailsReactor
    private let scenes: SceneAssembly
    private var bindings: [AnyObject] = []

    init(reactor: CountryDetailsReactor, scenes: SceneAssembly) {
        self.reactor = reactor
        self.scenes = scenes
        super.init()
        bindings = [
            scenes.binding({ [reactor] in reactor.state.$route }) { [weak self] route in
                if let route { self?.navigate(to: route) }
            },
            scenes.binding({ [reactor] in reactor.state.$alert }) { [weak self] message in
                if let message { self?.navigationController?.presentAlert(.error(message)) }
            },
        ]
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
        guard let event = CountryDetailsScreen.Event(event), let action = action(for: event) else { return }
        track(reactor.send(action))
    }

    private func action(for event: CountryDetailsScreen.Event) -> CountryDetailsReactor.Action? {
        switch event {
        case .tap(.favourite): .tapFavourite
        case .select(let path): CountryDetailsScreen.neighbourIndex(at: path).map(CountryDetailsReactor.Action.selectNeighbour)
        case .loading(.retry): .retry
        case .loading(.cancelLoading): .cancelLoading
        // Errors are alerts over the stack, answered where they are presented.
        case .dismissError: nil
        }
    }

    /// A screen the user has left navigates nowhere and shows no alert (its
    /// `navigationController` is nil).
    private func navigate(to route: CountryDetailsState.Route) {
        switch route {
        case .details(let initialState): navigationController?.push(scenes.countryDetails(initialState))
        }
    }
}
