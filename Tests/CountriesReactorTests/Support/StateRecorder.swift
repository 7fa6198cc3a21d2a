@testable import CountriesReactor

/// ReactorKit's test style on a reactor that applies its mutations as it goes: the states
/// `send(_:)` moves the reactor through, read where they can be seen from outside. That is
/// the state when recording starts, at every Worker call (what the reactor has applied
/// before it asks), and now; a state equal to the last one recorded is not recorded again.
@MainActor
final class StateRecorder<State: Equatable & Sendable> {
    private let read: @MainActor @Sendable () -> State
    private var recorded: [State]

    init(_ worker: WorkerSpy, _ read: @escaping @MainActor @Sendable () -> State) {
        self.read = read
        recorded = [read()]
        worker.probe.set { [weak self] in self?.record() }
    }

    /// Every state so far, the first one first and the current one last.
    var states: [State] {
        record()
        return recorded
    }

    private func record() {
        let state = read()
        if state != recorded.last { recorded.append(state) }
    }
}
