import Foundation

/// Which tests a run includes. `Scripts/test` runs the fast ones, every pattern's tests and the
/// parity suite with bounded fuzz walks, in about a minute; `Scripts/test --slow` (and CI) adds
/// the tests that build scratch packages and walks the fuzz properties longer. The flag reaches
/// the test process as `WORKSPACE_SLOW_TESTS=1`, set by that script, so a test left out of the
/// default run is skipped with its reason, never silently passed.
public enum TestLevel {
    /// Whether this run includes the slow tests.
    public static var includesSlowTests: Bool {
        includesSlowTests(in: ProcessInfo.processInfo.environment)
    }

    /// Whether a run with `environment` includes the slow tests.
    public static func includesSlowTests(in environment: [String: String]) -> Bool {
        environment["WORKSPACE_SLOW_TESTS"] == "1"
    }
}
