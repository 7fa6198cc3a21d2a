import FootballGatherCleanDomain
import TerminalUI

/// The root of the view tree and the running app: it shows ``AppState/routing`` as the
/// navigation stack, and writes the stack back into it when the user goes back — routing
/// as state (seed 004), where MVVM has coordinators.
///
/// It makes no screen itself: the DI container says which view a route gets.
@MainActor
public final class RootView: Application {
    public let navigationController = NavigationController()
    private let stack: NavigationStackBinding<AppState.Route>

    /// - Parameter view: the view of a route, wired with its use cases.
    public init(appState: AppState, view: @escaping @MainActor (AppState.Route) -> ViewController) {
        stack = NavigationStackBinding(
            navigationController: navigationController,
            path: { appState.routing.path },
            setPath: { appState.routing.path = $0 },
            view: view
        )
    }

    public func start() {
        stack.start()
    }
}
