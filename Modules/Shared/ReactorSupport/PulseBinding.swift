import Observation
import TerminalUI

/// The View's side of ReactorKit's `reactor.pulse(\.$value).subscribe(…)`: follows one pulse
/// of a reactor's observable state and hands each firing to `handler` exactly once, never
/// again for an unrelated change of the state. A pulse fired before the binding exists is
/// handed over at once.
///
/// Observation reports a change before it lands, so each check runs just after, as tracked
/// work on `activity` (the stack's root activity): script mode renders only once the View
/// has acted (pushed the next screen, presented the alert).
///
/// The View keeps the binding for as long as it follows the pulse; it stops once released.
@MainActor
public final class PulseBinding<Value: Equatable & Sendable> {
    private let pulse: @MainActor () -> Pulse<Value>
    private let activity: TaskTracker
    private let handler: @MainActor (Value) -> Void
    /// The firing handled last.
    private var handledCount = 0

    /// - Parameters:
    ///   - pulse: reads the pulse from the reactor's state.
    ///   - activity: where the checks run as tracked work (the stack's root activity).
    ///   - handler: what the View does with each firing.
    public init(
        _ pulse: @escaping @MainActor () -> Pulse<Value>,
        activity: TaskTracker,
        handler: @escaping @MainActor (Value) -> Void
    ) {
        self.pulse = pulse
        self.activity = activity
        self.handler = handler
        follow()
    }

    private func follow() {
        let current = withObservationTracking { pulse() } onChange: { [weak self] in
            MainActor.assumeIsolated {
                _ = self?.activity.perform { [weak self] in self?.follow() }
            }
        }
        guard current.valueUpdatedCount != handledCount else { return }
        handledCount = current.valueUpdatedCount
        handler(current.value)
    }
}
