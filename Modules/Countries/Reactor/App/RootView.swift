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
    private let scenes: SceneAssembly
    private var bindings: [AnyObject] = []

    init(reactor: RootReactor, repositories: CountriesRepositories) {
        let stack = NavigationController()
        navigationController = stack
        self.reactor = reactor
        scenes = SceneAssembly(repositories: repositories, navigationController: stack, activity: stack.rootActivity)
        bindings = [
            scenes.binding({ [reactor] in reactor.state.$route }) { [weak self] route in
                if let route { self?.follow(route) }
            },
            scenes.binding({ [reactor] in reactor.state.$alert }) { [weak self] message in
                if let message { self?.navigationController.presentAlert(.error(message)) }
            },
        ]
    }

    func start() {
        navigationController.setViewControllers([scenes.countryList()])
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
            navigationController.setViewControllers(list + [scenes.countryDetails(initialState)])
        }
    }
}
