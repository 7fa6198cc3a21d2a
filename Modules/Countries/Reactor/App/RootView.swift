import CountriesModel
import Foundation
import ReactorSupport
import TerminalUI

/// The running app, UIKit's window with its scene delegate: it shows the Countries list,
/// hands deep links to the app reactor as actions, and turns its pulses into the stack a
/// link asks for (the list, its search and region kept, with the details on top, whatever
/// was on screen) or into the error alert, the stack untouched.
@MainActor
final class RootView: Application {
    let navigationController: NavigationController
    let reactor: RootReactor
    private let assembly: SceneAssembly
    private var bindings: [AnyObject] = []

    init(reactor: RootReactor, repositories: CountriesRepositories) {
        let stack = NavigationController()
        navigationController = stack
        self.reactor = reactor
        assembly = SceneAssembly(repositories: repositories, activity: stack.rootActivity)
        bindings = [
            assembly.routeBinding({ [reactor] in reactor.state.$route }) { [weak self] in self?.follow($0) },
            // A link's error belongs to no screen: the app shows it over whatever is on screen.
            PulseBinding({ [reactor] in reactor.state.$errorMessage }, activity: stack.rootActivity) { [weak stack] message in
                if let message { stack?.presentAlert(.error(message)) }
            },
        ]
    }

    func start() {
        navigationController.setViewControllers([CountryListView(assembly: assembly)])
    }

    /// Every link is this app's to handle: one it cannot follow ends in an error alert.
    func open(_ url: URL) -> Bool {
        navigationController.activity.track(reactor.send(.open(url)))
        return true
    }

    /// The list stays (its search and region kept); whatever was above it goes.
    private func follow(_ route: RootState.Route) {
        switch route {
        case .countryOverList(let initialState):
            let list = navigationController.viewControllers.prefix(1)
            navigationController.setViewControllers(list + [CountryDetailsView(initialState: initialState, assembly: assembly)])
        }
    }
}
