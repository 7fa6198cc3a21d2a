import Observation

/// Keeps a ``NavigationController``'s stack in step with a path of route values held in
/// observable state, both ways, like SwiftUI's `NavigationStack(path:)`.
///
/// - When the path changes, the stack follows: the screens of the leading routes the old and
///   the new path share stay as they are; the others are made with `view`. A path that is a
///   prefix of the one shown pops back (``NavigationController/pop(to:)``); any other change
///   sets the whole stack (``NavigationController/setViewControllers(_:)``).
/// - When the user goes back, `setPath` receives the routes still on screen.
/// - An alert in the state (`alert`) is presented over the stack, like SwiftUI's
///   `.alert(item:)`; choosing an action calls `answerAlert` with its title, which should
///   clear it from the state.
///
/// Updates run as tracked work on the root ``TaskTracker``, so script mode renders only once
/// the stack has caught up with the state. The state must be changed on the main actor.
@MainActor
public final class NavigationStackBinding<Route: Hashable> {
    private let navigationController: NavigationController
    private let path: @MainActor () -> [Route]
    private let setPath: @MainActor ([Route]) -> Void
    private let alert: @MainActor () -> Screen.Alert?
    private let answerAlert: @MainActor (String) -> Void
    private let view: @MainActor (Route) -> ViewController
    private var shown: [(route: Route, view: ViewController)] = []
    private var presentedAlert: Screen.Alert?

    /// - Parameters:
    ///   - path: reads the routes to show, root first, from observable state.
    ///   - setPath: writes the routes back after the user went back.
    ///   - alert: reads the alert to present, if any.
    ///   - answerAlert: receives the title of the action chosen on that alert.
    ///   - view: makes the screen of a route that is not on the stack yet.
    public init(
        navigationController: NavigationController,
        path: @escaping @MainActor () -> [Route],
        setPath: @escaping @MainActor ([Route]) -> Void,
        alert: @escaping @MainActor () -> Screen.Alert? = { nil },
        answerAlert: @escaping @MainActor (String) -> Void = { _ in },
        view: @escaping @MainActor (Route) -> ViewController
    ) {
        self.navigationController = navigationController
        self.path = path
        self.setPath = setPath
        self.alert = alert
        self.answerAlert = answerAlert
        self.view = view
    }

    /// The routes on the stack now, root first.
    public var routes: [Route] { shown.map(\.route) }

    /// Shows the state now, then follows every change to it.
    public func start() {
        navigationController.delegate = self
        follow()
    }

    private func follow() {
        let (routes, alert) = withObservationTracking {
            (path(), self.alert())
        } onChange: { [weak self] in
            // Observation reports the change on the actor making it: the main actor, which
            // owns the state. The change has not landed yet, so the update runs just after.
            MainActor.assumeIsolated {
                _ = self?.navigationController.rootActivity.perform { [weak self] in self?.follow() }
            }
        }
        show(routes)
        present(alert)
    }

    private func show(_ routes: [Route]) {
        let kept = zip(shown, routes).prefix { $0.0.route == $0.1 }.count
        guard kept < shown.count || kept < routes.count else { return }
        let views = shown.prefix(kept).map(\.view) + routes.dropFirst(kept).map(view)
        shown = zip(routes, views).map { (route: $0, view: $1) }
        if kept == routes.count, let top = views.last {
            navigationController.pop(to: top)
        } else {
            navigationController.setViewControllers(views)
        }
    }

    private func present(_ alert: Screen.Alert?) {
        guard let alert else {
            presentedAlert = nil
            return
        }
        guard alert != presentedAlert else { return }
        presentedAlert = alert
        navigationController.presentAlert(alert) { [weak self] action in
            self?.presentedAlert = nil
            self?.answerAlert(action)
        }
    }
}

extension NavigationStackBinding: NavigationControllerDelegate {
    /// The user went back: the path loses the routes no longer on the stack.
    public func navigationController(_ navigationController: NavigationController, didPop viewController: ViewController) {
        let remaining = shown.filter { entry in
            navigationController.viewControllers.contains { $0 === entry.view }
        }
        guard remaining.count < shown.count else { return }
        shown = remaining
        setPath(remaining.map(\.route))
    }
}
