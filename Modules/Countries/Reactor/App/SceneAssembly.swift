import CountriesModel
import ReactorSupport
import TerminalUI

/// Assembles a scene, View over Reactor over Worker, from its initial state: how a View
/// turns a route pulse into the screen it pushes. Only the Workers use the repositories.
@MainActor
struct SceneAssembly {
    let repositories: CountriesRepositories
    /// The app's one stack. Weak: the screens on it keep this assembly.
    weak let navigationController: NavigationController?
    /// The stack's work in flight, which pulse checks count in.
    let activity: TaskTracker

    func countryList() -> CountryListView {
        let reactor = CountryListReactor(worker: CountryListWorker(repositories: repositories))
        return CountryListView(reactor: reactor, scenes: self)
    }

    func countryDetails(_ initialState: CountryDetailsState) -> CountryDetailsView {
        let reactor = CountryDetailsReactor(initialState: initialState, worker: CountryDetailsWorker(repositories: repositories))
        return CountryDetailsView(reactor: reactor, scenes: self)
    }

    /// Follows a reactor's pulse (`reactor.pulse(\.$x)`), each check tracked work on the
    /// stack's activity, so script mode renders only once the View has acted on it.
    func binding<Value>(
        _ pulse: @escaping @MainActor () -> Pulse<Value>,
        handler: @escaping @MainActor (Value) -> Void
    ) -> PulseBinding<Value> {
        PulseBinding(pulse, activity: activity, handler: handler)
    }
}
