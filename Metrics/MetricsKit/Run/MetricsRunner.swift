import Foundation

/// Runs the metrics: discovers the modules from the package, measures them statically, then
/// runs each phase of the run (``standardPhases``: the tests, the build timing, …) and
/// assembles the report. A failure in one module is recorded on that module, and a phase's
/// failure becomes a note (``MetricsPhase/runNotingFailure(in:)``): the report completes.
/// A `--path` run is a ``FolderRunner``'s.
public final class MetricsRunner {
    let options: MetricsOptions
    let progress: ProgressBar
    let cancellation: CancellationFlag?
    let phases: [any MetricsPhase]
    let environment: (String, Toolchain, String, [String]) -> RunEnvironment

    /// `environment` reads commit, toolchain and machine (given the package, the toolchain, a cache
    /// folder and the package paths whose changes do not make the checkout dirty); tests pass a fixed one.
    public convenience init(
        options: MetricsOptions, progress: ProgressBar, cancellation: CancellationFlag? = nil,
        environment: @escaping (String, Toolchain, String, [String]) -> RunEnvironment = { root, toolchain, cache, outputs in
            RunEnvironment.current(root: root, toolchain: toolchain, cacheDirectory: cache, ignoring: outputs)
        }
    ) {
        self.init(options: options, progress: progress, cancellation: cancellation, phases: Self.standardPhases, environment: environment)
    }

    /// With `phases` run after the static figures, in their order, when the run includes them.
    init(
        options: MetricsOptions, progress: ProgressBar, cancellation: CancellationFlag?, phases: [any MetricsPhase],
        environment: @escaping (String, Toolchain, String, [String]) -> RunEnvironment
    ) {
        self.options = options
        self.progress = progress
        self.cancellation = cancellation
        self.phases = phases
        self.environment = environment
    }

    /// Every phase after the static figures, in the order they run. The tests come first: their
    /// build also builds every dependency the build timing needs, and the timed builds then run
    /// on a machine no test run is loading. A new phase is one more line here.
    static var standardPhases: [any MetricsPhase] {
        [
            TestsMetricsPhase(),
            BuildTimingMetricsPhase(),
            RuntimeMetricsPhase(),
            ChangeCostMetricsPhase(),
            MutationMetricsPhase(),
            TraceMetricsPhase(),
        ]
    }

    var paths: RunPaths { RunPaths(options: options) }
    public var root: String { paths.root }
    public var scratchPath: String { paths.scratchPath }
    /// Where every cache of a run lives: the analyses, the manifest, the test and change-cost results.
    public var cacheDirectory: String { paths.cacheDirectory }
    /// A `--path` run writes its files under the scratch folder unless told otherwise, so it never
    /// replaces the workspace's committed report.
    public var outputDirectory: String { paths.outputDirectory }

    public func run() throws -> MetricsReport {
        if let trees = options.trees {
            return try FolderRunner(trees: trees, options: options, progress: progress, environment: environment).run()
        }
        let start = ContinuousClock.now
        try checkExercises()
        let prepared = try prepare()
        let context = prepared.context
        var outcome = PhaseOutcome(notes: prepared.notes)
        for phase in phases where phase.isIncluded(in: context) {
            outcome.add(try phase.runNotingFailure(in: context))
        }
        return report(of: context, outcome, duration: ContinuousClock.now - start)
    }

    /// `--exercise` names exercises there are: refused before any work, with the ones there are.
    private func checkExercises() throws {
        guard !options.exercises.isEmpty else { return }
        do {
            _ = try Exercise.selected(options.exercises, from: Exercise.all(in: root))
        } catch let error as ExerciseError {
            throw MetricsError.options("--exercise: \(error)")
        }
    }

    /// The report: the static figures with every phase's added.
    private func report(of context: PhaseContext, _ outcome: PhaseOutcome, duration: Duration) -> MetricsReport {
        var modules = context.staticFigures.modules
        outcome.apply(to: &modules)
        var parity = context.staticFigures.parity
        if let tests = outcome.parityTests { parity?.tests = tests }
        let phases = options.phases
        let settings = RunSettings(
            mode: options.mode, configuration: options.configuration,
            runs: outcome.buildTiming?.runs ?? options.runs ?? 0,
            runsChosenBy: options.runs == nil ? "auto" : "option", warmupRuns: options.warmupRuns,
            patterns: options.patterns, domains: options.domains, parityTarget: options.parityTarget,
            scratchPath: paths.relative(scratchPath), formats: options.effectiveFormats.map(\.rawValue),
            phases: phases.map(\.rawValue), phasesLeftOut: RunPhase.allCases.filter { !phases.contains($0) && !$0.isOptIn }.map(\.rawValue),
            commandAddingLeftOut: options.commandAddingLeftOutPhases
        )
        let patterns = PatternSummaryBuilder().summaries(of: modules)
        let baseline = context.catalog.baseline
        var report = MetricsReport(
            environment: context.environment, settings: settings, modules: modules, patterns: patterns,
            shared: context.staticFigures.shared, parity: parity, buildTiming: outcome.buildTiming, notes: outcome.notes,
            durationSeconds: duration.seconds.rounded(toPlaces: 2),
            baseline: baseline.flatMap { baseline in patterns.contains { $0.pattern == baseline } ? baseline : nil },
            runtime: outcome.runtime, changeCost: outcome.changeCost, skippedFiles: context.staticFigures.skipped
        )
        report.trace = outcome.trace
        return options.phasesAlone.isEmpty ? report : mergedIntoEarlierReport(report)
    }
}
