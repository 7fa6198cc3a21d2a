import AppSupport

extension FaultInjector {
    /// Returns once `count` operations are waiting on a hold (or after five seconds), so a
    /// test can look at the loading state while the load is really in flight.
    public func waitUntilHeld(_ count: Int = 1) async {
        for _ in 0..<5_000 where heldCount < count {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}
