import TerminalUI

/// What a Reactor app's scene assembly binds its Views' pulses with: the two bindings every
/// View of both apps uses, checked as tracked work on `activity` (the stack's root
/// activity), so script mode renders only once the View has acted.
@MainActor
public protocol PulseBinder {
    var activity: TaskTracker { get }
}

extension PulseBinder {
    /// Binds a reactor's error pulse to the error alert ("Error", the message, "OK") that
    /// `view` presents, as `UIViewController.present(_:animated:)` would: the alert is that
    /// screen's, shown while it is on top.
    public func errorAlertBinding(on view: ViewController, _ pulse: @escaping @MainActor () -> Pulse<String?>) -> PulseBinding<String?> {
        PulseBinding(pulse, activity: activity) { [weak view] message in
            if let message { view?.presentAlert(.error(message)) }
        }
    }

    /// Binds a reactor's route pulse to `navigate`, which turns each route into a push or a pop.
    public func routeBinding<Route>(
        _ pulse: @escaping @MainActor () -> Pulse<Route?>,
        navigate: @escaping @MainActor (Route) -> Void
    ) -> PulseBinding<Route?> {
        PulseBinding(pulse, activity: activity) { route in
            if let route { navigate(route) }
        }
    }
}
