/// The parts of a workspace run. The default run holds those that answer the workspace's
/// questions in minutes (sizes, what it buys, tests, rebuild times); `--full` adds the slow
/// ones; `--quick` keeps the static figures only.
public enum RunPhase: String, Codable, CaseIterable, Sendable {
    case staticFigures = "static figures"
    case tests
    case buildTiming = "build timing"
    /// Incremental rebuilds (one representative file): `--full` only, since they add half again
    /// to every round of the default run, whose full rebuilds answer "what does a layer cost to build".
    case incrementalBuildTiming = "incremental build timing"
    case coverage
    case testBuildTiming = "test-target build timing"
    case runtime
    case changeCost = "change cost"
    case mutation
    /// The reading cost: every parity journey run in an instrumented copy (`Trace/`); also alone, `--trace`.
    case trace

    /// Run only when asked for (`--mutation`), even by `--full`: it plants and runs hundreds of
    /// mutants. A run without it does not list it as left out.
    public var isOptIn: Bool { self == .mutation }

    /// Left out of the default run: together they take longer than the rest of the run.
    public var isFullOnly: Bool {
        switch self {
        case .incrementalBuildTiming, .coverage, .testBuildTiming, .runtime, .changeCost, .mutation, .trace: true
        case .staticFigures, .tests, .buildTiming: false
        }
    }
}
