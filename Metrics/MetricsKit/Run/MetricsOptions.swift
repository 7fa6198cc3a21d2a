/// Everything a run can be told; the command line fills it in.
public struct MetricsOptions: Sendable, Equatable {
    /// The package to measure (absolute, or relative to the current directory).
    public var packagePath: String
    /// Static metrics only: no builds, no tests, no coverage.
    public var quick: Bool
    /// Every phase: the default run's, and incremental and test-target build timing, coverage, runtime and change cost.
    public var full: Bool
    /// Whether phases whose results cannot depend on the machine (tests, change cost) may reuse
    /// an earlier run's results for inputs that did not change.
    public var reuseResults: Bool
    /// Measured build runs; nil means 6 in a default run, and 6–9 to fit `buildBudgetSeconds` in `--full`.
    public var runs: Int?
    public var warmupRuns: Int
    /// Pattern and domain filters (case-insensitive); empty means all.
    public var patterns: [String]
    public var domains: [String]
    /// `debug` or `release` for the build timing (tests and coverage always use debug).
    public var configuration: String
    /// Nil means the default: the terminal table for `--quick`, every format otherwise.
    public var formats: [ReportFormat]?
    /// Nil means `Metrics/Reports` in the package.
    public var outputDirectory: String?
    /// Nil means `.build-metrics` in the package.
    public var scratchPath: String?
    public var parityTarget: String
    /// Time the measured build runs may take when `runs` is nil.
    public var buildBudgetSeconds: Int
    public var skipBuildTiming: Bool
    public var skipTests: Bool
    /// Parallel compile jobs for the timed builds; nil keeps SwiftPM's choice (one per core). The
    /// default is 1: on 2 cores, how the parallel jobs happened to overlap moved the wall time of
    /// the same work by up to 47 % (serial: up to 18 %), measured 2026-11-23.
    public var compilerJobs: Int?
    /// The work of the noise probe run between the builds (tests make it small: they run a debug build).
    public var noiseProbeRounds: Int
    /// Set for a `--path` run: static metrics of plain folders instead of the workspace report.
    public var trees: TreeOptions?
    /// Skip the runtime benchmarks (`Metrics/Benchmarks`).
    public var skipRuntime: Bool
    /// Time the runtime phase may take, release build of the benchmark package included.
    public var runtimeBudgetSeconds: Int
    /// Skip the change cost of the workshop exercises (`Metrics/Exercises`).
    public var skipChangeCost: Bool
    /// With `full`: plant mutants in every pattern module and run its own tests against them.
    public var mutation: Bool
    /// Sampled mutants per module.
    public var mutantsPerModule: Int
    /// Time the mutation phase may take, its builds included.
    public var mutationBudgetSeconds: Int
    /// The reading cost (`TracePhase`): part of `full`; alone, the static figures and the trace,
    /// merged into the report already in the output folder.
    public var trace: Bool = false
    /// The change cost alone (`--change-cost`): the static figures and the exercises' cells,
    /// merged into the report already in the output folder.
    public var changeCostAlone: Bool = false
    /// With `changeCostAlone`: only these exercises (`--exercise`, by id), merged into the earlier
    /// report beside the other exercises' figures; empty: every exercise.
    public var exercises: [String] = []
    /// The phases a run makes alone, merged into the earlier report: none for a whole run.
    public var phasesAlone: [RunPhase] {
        if full || quick { return [] }
        return (changeCostAlone ? [.changeCost] : []) + (trace ? [.trace] : [])
    }

    public init(
        packagePath: String = ".", quick: Bool = false, full: Bool = false, reuseResults: Bool = true, runs: Int? = nil, warmupRuns: Int = 1,
        patterns: [String] = [], domains: [String] = [], configuration: String = "debug",
        formats: [ReportFormat]? = nil, outputDirectory: String? = nil, scratchPath: String? = nil,
        parityTarget: String = "ParityTests", buildBudgetSeconds: Int = 360, skipBuildTiming: Bool = false,
        skipTests: Bool = false, compilerJobs: Int? = 1, noiseProbeRounds: Int = NoiseProbe().rounds,
        trees: TreeOptions? = nil,
        skipRuntime: Bool = false, runtimeBudgetSeconds: Int = 900, skipChangeCost: Bool = false,
        mutation: Bool = false, mutantsPerModule: Int = MetricsOptions.defaultMutants, mutationBudgetSeconds: Int = 1_200
    ) {
        self.packagePath = packagePath
        self.quick = quick
        self.full = full
        self.reuseResults = reuseResults
        self.runs = runs
        self.warmupRuns = warmupRuns
        self.patterns = patterns
        self.domains = domains
        self.configuration = configuration
        self.formats = formats
        self.outputDirectory = outputDirectory
        self.scratchPath = scratchPath
        self.parityTarget = parityTarget
        self.buildBudgetSeconds = buildBudgetSeconds
        self.skipBuildTiming = skipBuildTiming
        self.skipTests = skipTests
        self.compilerJobs = compilerJobs
        self.noiseProbeRounds = noiseProbeRounds
        self.trees = trees
        self.skipRuntime = skipRuntime
        self.runtimeBudgetSeconds = runtimeBudgetSeconds
        self.skipChangeCost = skipChangeCost
        self.mutation = mutation
        self.mutantsPerModule = mutantsPerModule
        self.mutationBudgetSeconds = mutationBudgetSeconds
    }

    /// The phases this run has, in the order of `RunPhase`.
    public var phases: [RunPhase] {
        RunPhase.allCases.filter { phase in
            if phase == .staticFigures { return true }
            if !phasesAlone.isEmpty { return phasesAlone.contains(phase) }
            if quick || (phase.isFullOnly && !full) { return false }
            switch phase {
            case .staticFigures: return true
            case .tests, .coverage: return !skipTests
            case .buildTiming, .incrementalBuildTiming, .testBuildTiming: return !skipBuildTiming
            case .runtime: return !skipRuntime
            case .changeCost: return !skipChangeCost
            case .mutation: return mutation
            case .trace: return true
            }
        }
    }

    /// `quick`, `default` or `full`.
    public var mode: String { quick ? "quick" : full ? "full" : "default" }

    /// The command that runs every phase this run left out, with the same patterns and domains;
    /// nil when nothing was left out.
    public var commandAddingLeftOutPhases: String? {
        guard phases.count < RunPhase.allCases.filter({ !$0.isOptIn || mutation }).count else { return nil }
        var words = ["Scripts/metrics", "--full"] + (mutation ? ["--mutation"] : [])
        if !patterns.isEmpty { words += ["--patterns", patterns.joined(separator: ",")] }
        if !domains.isEmpty { words += ["--domains", domains.joined(separator: ",")] }
        return words.joined(separator: " ")
    }

    /// The formats the run writes or prints. A quick or `--path` run prints the table, unless
    /// it is given an output folder: then, as every other run, it writes every format there too.
    public var effectiveFormats: [ReportFormat] {
        formats ?? ((quick || trees != nil) && outputDirectory == nil ? [.table] : ReportFormat.allCases)
    }

    /// Fewest and most measured runs when the run picks the count itself: six at least, the
    /// fewest whose median gets a 95 % interval from order statistics; more when they fit the budget.
    public static let automaticRuns = 6...9

    /// Measured runs of the test-target rebuilds in a `--full` run without `--runs`: each costs
    /// several full module rebuilds (237 s a round against 42 s of full rebuilds, 2026-11-26),
    /// so they get the three runs that fit, with a min–max interval, not six.
    public static let testTargetRuns = 3

    /// Sampled mutants per module by default, chosen so that every pattern module's runs fit the
    /// default budget on 2 cores.
    public static let defaultMutants = 24
}
