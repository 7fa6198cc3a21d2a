import Foundation
import Testing

/// How much the fuzz properties run: fixed and bounded by default, as CI runs them, and as
/// long as asked through the environment (see ``FuzzParityTests``).
struct FuzzSettings: Sendable {
    /// `FUZZ_SEED`: the first walk's seed.
    var seed: UInt64 = 2026
    /// `FUZZ_ITERATIONS`: walks per test of the lockstep property.
    var iterations = 4
    /// `FUZZ_LINES`: random lines per lockstep walk.
    var lines = 120

    static let current = FuzzSettings(environment: ProcessInfo.processInfo.environment)

    init(environment: [String: String]) {
        if let seed = environment["FUZZ_SEED"].flatMap(UInt64.init) { self.seed = seed }
        if let iterations = environment["FUZZ_ITERATIONS"].flatMap(Int.init), iterations > 0 { self.iterations = iterations }
        if let lines = environment["FUZZ_LINES"].flatMap(Int.init), lines > 0 { self.lines = lines }
    }

    /// Walks per app of the kill property, which starts two processes' worth of work per
    /// walk: a quarter of the lockstep walks, and at least one per pattern.
    var killIterations: Int { max(6, iterations / 4) }

    /// Random lines per kill walk: a third of a lockstep walk.
    var killLines: Int { max(1, lines / 3) }

    /// Room for the walks asked for, shrinking included: the default run takes well under
    /// a minute per test.
    var timeLimit: TimeLimitTrait.Duration {
        .minutes(3 + iterations * lines / 240)
    }
}
