import FootballGatherCleanDomain
import TerminalUI

/// The root of the view tree and the running app: it shows ``AppState/routing`` as the
/// navigation stack, and hands the user's "back" to ``GoBackUseCase`` — routing as state
/// (Naumov's article), where MVVM has coordinators.
///
/// It makes no screen itself: the DI container says which view a route gets.
@MainActor
public final class RootView: Application {
    public let navigationController = NavigationController()
    private let stack: NavigationStackBinding<AppState.Route>

    /// - Parameter view: the view of a route, wired with its use cases.
    public init(appState: AppState, goBack: any GoBackUseCase, view: @escaping @MainActor (AppState.Route) -> ViewController) {
        stack = NavigationStackBinding(
            navigationController: navigationController,
            path: { appState.routing.path },
            setPath: { goBack.goBack(to: $0) },
            view: view
        )
    }

    public func start() {
        stack.start()
    }
}
