import AppSupport

extension FaultInjector {
    /// Returns once `count` operations are waiting on a hold, so a test can look at the
    /// loading state while the load is really in flight.
    /// - Throws: ``WaitTimedOut`` when they are not there in time (``waitUntil(_:timeout:isolation:_:)``).
    public func waitUntilHeld(_ count: Int = 1) async throws {
        try await waitUntil("\(count) call\(count == 1 ? "" : "s") reached a hold") { heldCount >= count }
    }
}
