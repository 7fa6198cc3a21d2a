import Foundation
import TestSupport
import Testing

/// How much the fuzz properties run: fixed and bounded, a few seconds in `Scripts/test` and
/// longer walks in `Scripts/test --slow` (and CI), and as long as asked through the environment
/// (see ``FuzzParityTests``). The same seed every run, so a run is repeatable.
struct FuzzSettings: Sendable {
    /// `FUZZ_SEED`: the first walk's seed.
    var seed: UInt64 = 2026
    /// `FUZZ_ITERATIONS`: walks per test of the lockstep property (2 by default, 8 in a slow run).
    var iterations: Int
    /// `FUZZ_LINES`: random lines per lockstep walk (60 by default, 120 in a slow run).
    var lines: Int

    /// What was wrong with the environment's values, if anything: a run asked for must not
    /// quietly become the default one.
    private(set) var problem: String?

    static let current = FuzzSettings(environment: ProcessInfo.processInfo.environment)

    init(environment: [String: String]) {
        let slow = TestLevel.includesSlowTests(in: environment)
        iterations = slow ? 8 : 2
        lines = slow ? 120 : 60
        seed = read("FUZZ_SEED", from: environment, default: seed) { UInt64($0) }
        iterations = read("FUZZ_ITERATIONS", from: environment, default: iterations) { Int($0).flatMap { $0 > 0 ? $0 : nil } }
        lines = read("FUZZ_LINES", from: environment, default: lines) { Int($0).flatMap { $0 > 0 ? $0 : nil } }
    }

    private mutating func read<Value>(
        _ name: String, from environment: [String: String], default value: Value, _ parse: (String) -> Value?
    ) -> Value {
        guard let text = environment[name] else { return value }
        guard let parsed = parse(text) else {
            problem = "\(name)=\(text) is not a whole number (above 0 for a count)"
            return value
        }
        return parsed
    }

    /// Walks per app of the kill property, which starts the real executable for every walk:
    /// a quarter of the lockstep walks, and at least one per pattern (seven).
    var killIterations: Int { max(7, iterations / 4) }

    /// Random lines per kill walk: a third of a lockstep walk.
    var killLines: Int { max(1, lines / 3) }

    /// Room for the walks asked for, shrinking included: the default run takes well under
    /// a minute per test, and the 5 minutes of `hangGuard` are the floor.
    var timeLimit: TimeLimitTrait.Duration {
        .minutes(5 + iterations * lines / 240)
    }
}
