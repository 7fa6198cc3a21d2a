import Synchronization

/// Called on the main actor at every Worker call, before it answers: lets a test look at the
/// reactor's state while the call is in flight (`StateRecorder`).
final class Probe: Sendable {
    private let action = Mutex<(@MainActor @Sendable () -> Void)?>(nil)

    func set(_ action: @escaping @MainActor @Sendable () -> Void) {
        self.action.withLock { $0 = action }
    }

    func fire() async {
        guard let action = action.withLock({ $0 }) else { return }
        await action()
    }
}
