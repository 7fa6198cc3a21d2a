import TestSupport

/// Holds a spy's call until the test opens it, so a test can look at the state while the
/// call is in flight (loading, a second tap ignored).
@MainActor
final class Gate {
    private var continuation: CheckedContinuation<Void, Never>?
    private var isOpen = false

    /// Whether a call is waiting at the gate.
    var isHolding: Bool { continuation != nil }

    func pass() async {
        guard !isOpen else { return }
        await withCheckedContinuation { continuation = $0 }
    }

    func open() {
        isOpen = true
        continuation?.resume()
        continuation = nil
    }

    /// Returns once a call waits at the gate.
    /// - Throws: ``TestSupport/WaitTimedOut`` when none does in time, which fails the test.
    func untilHolding() async throws {
        try await waitUntil("a call waits at the gate") { isHolding }
    }
}
