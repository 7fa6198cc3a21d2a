import AppSupport
import FootballGatherModel
import ReactorSupport
import TerminalUI

/// What a scene is assembled from: the shared data and the outside world (clock, dates),
/// which its Worker takes, and the stack its View pushes the next scene on and presents
/// alerts over.
@MainActor
struct SceneAssembly {
    let repositories: FootballGatherRepositories
    let environment: AppEnvironment
    /// The app's one stack. Weak: the screens on it keep this assembly.
    weak let navigationController: NavigationController?
    /// The stack's work in flight, which pulse checks and the countdown's ticks count in.
    let activity: TaskTracker
}

extension SceneAssembly {
    /// Binds a reactor's error pulse to the error alert ("Error", the message, "OK"),
    /// presented over the stack as `UIViewController.present(_:animated:)` would.
    func errorAlertBinding(_ pulse: @escaping @MainActor () -> Pulse<String?>) -> PulseBinding<String?> {
        PulseBinding(pulse, activity: activity) { [context = self] message in
            if let message { context.navigationController?.presentAlert(.error(message)) }
        }
    }

    /// Binds a reactor's route pulse to `navigate`, which turns each route into a push or a pop.
    func routeBinding<Route>(
        _ pulse: @escaping @MainActor () -> Pulse<Route?>,
        navigate: @escaping @MainActor (Route) -> Void
    ) -> PulseBinding<Route?> {
        PulseBinding(pulse, activity: activity) { route in
            if let route { navigate(route) }
        }
    }
}
