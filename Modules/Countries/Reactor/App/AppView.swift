import CountriesModel
import Foundation
import Observation
import ReactorSupport
import TerminalUI

/// The running app, UIKit's window with its scene delegate: it shows the Countries list,
/// hands deep links to the app reactor as actions, and turns its pulses into the stack a
/// link asks for (the list, its search and region kept, with the details on top, whatever
/// was on screen) or into the error alert, the stack untouched.
@MainActor
final class AppView: Application {
    let navigationController = NavigationController()
    let reactor: AppReactor
    private let scenes: SceneFactory
    private var seenRoute: Int
    private var seenAlert: Int

    init(reactor: AppReactor, scenes: SceneFactory) {
        self.reactor = reactor
        self.scenes = scenes
        seenRoute = reactor.state.$route.valueUpdatedCount
        seenAlert = reactor.state.$alert.valueUpdatedCount
        bind()
    }

    func start() {
        navigationController.setViewControllers([scenes.countryList()])
    }

    /// Every link is this app's to handle: one it cannot follow ends in an error alert.
    func open(_ url: URL) -> Bool {
        navigationController.activity.track(reactor.send(.open(url)))
        return true
    }

    private func bind() {
        withObservationTracking { _ = reactor.state } onChange: { [weak self] in
            MainActor.assumeIsolated {
                _ = self?.navigationController.activity.perform { [weak self] in
                    self?.consumePulses()
                    self?.bind()
                }
            }
        }
    }

    private func consumePulses() {
        let state = reactor.state
        if case .countryOverList(let initialState)? = state.$route.unseen(by: &seenRoute) ?? nil {
            let list = navigationController.viewControllers.prefix(1)
            navigationController.setViewControllers(list + [scenes.countryDetails(initialState)])
        }
        if let message = state.$alert.unseen(by: &seenAlert) ?? nil {
            navigationController.presentAlert(.error(message))
        }
    }
}
