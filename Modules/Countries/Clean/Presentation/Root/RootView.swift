import CountriesCleanDomain
import Foundation
import TerminalUI

/// The root of the view tree and the running app: it shows ``AppState/routing`` as the
/// navigation stack — the list, then each details route — and presents its alert; the
/// user's "back" and answer go to ``RoutingUseCase``. Routing as state (Naumov's article), where
/// MVVM has a coordinator. Deep links go to their use case, which changes the state.
///
/// It makes no screen itself: the DI container says which view a route gets.
@MainActor
public final class RootView: Application {
    /// A screen as the stack knows it.
    public enum Route: Hashable {
        case countryList
        case details(AppState.DetailsRoute)
    }

    public let navigationController = NavigationController()
    private let stack: NavigationStackBinding<Route>
    private let deepLinks: any OpenDeepLinkUseCase

    /// - Parameter view: the view of a route, wired with its use cases.
    public init(
        appState: AppState,
        routing: any RoutingUseCase,
        deepLinks: any OpenDeepLinkUseCase,
        view: @escaping @MainActor (Route) -> ViewController
    ) {
        self.deepLinks = deepLinks
        stack = NavigationStackBinding(
            navigationController: navigationController,
            path: { [.countryList] + appState.routing.details.map(Route.details) },
            setPath: { routes in routing.goBack(to: routes.compactMap(\.details)) },
            alert: { appState.routing.linkError.map { Screen.Alert.error($0.message) } },
            answerAlert: { _ in routing.dismissAlert() },
            view: view
        )
    }

    public func start() {
        stack.start()
    }

    /// Every link is this app's to handle: one it cannot follow is answered with an alert.
    public func open(_ url: URL) -> Bool {
        navigationController.activity.perform { [deepLinks] in await deepLinks.open(url) }
        return true
    }
}

extension RootView.Route {
    /// The details route, if this is one.
    var details: AppState.DetailsRoute? {
        if case .details(let route) = self { route } else { nil }
    }
}
