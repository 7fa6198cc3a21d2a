/// What a wait gave up on: a test that waits for something that never happens fails with
/// this error instead of carrying on as if it had happened.
public struct WaitTimedOut: Error, CustomStringConvertible {
    public let description: String
}

/// Returns once `condition` holds, checking it every millisecond on the caller's actor.
///
/// The one way the tests wait for work they cannot await (a call reaching a hold, a
/// cancelled load done unwinding). Alone such a wait takes milliseconds; the default
/// timeout is sized for the slow suite on two cores while the trace's copy and the fixture
/// packages build beside it, where a wait of 30 seconds ran out (2026-11-29): it guards a
/// hang, never a duration.
/// - Throws: ``WaitTimedOut`` naming `what` when `condition` still does not hold after
///   `timeout`, which fails the test.
public func waitUntil(
    _ what: String,
    timeout: Duration = .seconds(120),
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while !condition() {
        guard clock.now < deadline else {
            throw WaitTimedOut(description: "gave up after \(timeout) waiting until \(what)")
        }
        try await Task.sleep(for: .milliseconds(1))
    }
}
