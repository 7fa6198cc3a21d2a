import CountriesUI
import ReactorSupport
import TerminalUI

/// A country's details: draws the reactor's view state with the shared builder, sends every
/// event to the reactor as an action, and turns its pulses into a push (a neighbour) or an
/// alert (a failed save). Reloads on every appearance, so a favourite changed deeper in the
/// stack shows on return; leaving the stack cancels its load.
final class CountryDetailsView: ViewController {
    let reactor: CountryDetailsReactor
    private let assembly: SceneAssembly
    private var bindings: [AnyObject] = []

    init(initialState: CountryDetailsState, assembly: SceneAssembly) {
        reactor = CountryDetailsReactor(initialState: initialState, worker: CountryDetailsWorker(repositories: assembly.repositories))
        self.assembly = assembly
        super.init()
        bindings = [
            assembly.routeBinding({ [reactor] in reactor.state.$route }) { [weak self] in self?.navigate(to: $0) },
            assembly.errorAlertBinding(on: self) { [reactor] in reactor.state.$errorMessage },
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
        // Errors are alerts this screen presents; the toolkit takes their answer.
        case .dismissError: nil
        }
    }

    /// A screen the user has left navigates nowhere (its `navigationController` is nil).
    private func navigate(to route: CountryDetailsState.Route) {
        switch route {
        case .details(let initialState): navigationController?.push(CountryDetailsView(initialState: initialState, assembly: assembly))
        }
    }
}
