/// The whole report: what every format is rendered from, and the versioned JSON document
/// described in `Metrics/Reports/README.md`. Add fields only with a default; bump
/// `currentSchemaVersion` when a field changes meaning or disappears.
public struct MetricsReport: Codable, Sendable, Equatable {
    public static let schemaIdentifier = "architecture-workspace.metrics"
    public static let currentSchemaVersion = 2

    public var schema: String
    public var schemaVersion: Int
    public var environment: RunEnvironment
    public var settings: RunSettings
    /// Pattern modules (domain × pattern), in domain then pattern order.
    public var modules: [ModuleReport]
    /// Per pattern, both domains summed.
    public var patterns: [PatternSummary]
    /// The pattern the others are compared with (the catalog's baseline, MVC), when it was
    /// measured; nil in reports without it.
    public var baseline: String?
    /// Modules every pattern shares, never mixed into a pattern.
    public var shared: [SharedModuleReport]
    public var parity: ParityReport?
    public var buildTiming: BuildTimingSummary?
    /// Runtime cost per pattern (the benchmarks in `Metrics/Benchmarks`); nil when not run.
    public var runtime: RuntimeFigures?
    /// What each workshop exercise costs in each pattern (`Metrics/Exercises`); nil when not run.
    public var changeCost: ChangeCostFigures?
    /// The reading cost: how far each command travels in each pattern (`Trace/`); nil when not run.
    public var trace: TraceFigures? = nil
    /// Files and folders that could not be measured, in path order; nil when there were none.
    public var skippedFiles: [SkippedFile]?
    /// Warnings and explanations worth reading next to the numbers (noise, failures, skipped phases).
    public var notes: [String]
    /// Wall time of the whole run.
    public var durationSeconds: Double

    public init(
        environment: RunEnvironment, settings: RunSettings, modules: [ModuleReport], patterns: [PatternSummary],
        shared: [SharedModuleReport], parity: ParityReport?, buildTiming: BuildTimingSummary?, notes: [String],
        durationSeconds: Double, baseline: String? = nil, runtime: RuntimeFigures? = nil, changeCost: ChangeCostFigures? = nil,
        skippedFiles: [SkippedFile] = []
    ) {
        self.schema = Self.schemaIdentifier
        self.schemaVersion = Self.currentSchemaVersion
        self.environment = environment
        self.settings = settings
        self.modules = modules
        self.patterns = patterns
        self.baseline = baseline
        self.shared = shared
        self.parity = parity
        self.buildTiming = buildTiming
        self.runtime = runtime
        self.changeCost = changeCost
        self.skippedFiles = skippedFiles.isEmpty ? nil : skippedFiles
        self.notes = notes
        self.durationSeconds = durationSeconds
    }
}

/// The options the run used, after defaults were applied.
public struct RunSettings: Codable, Sendable, Equatable {
    /// `quick` (static metrics only), `default` or `full` (every phase).
    public var mode: String
    /// The phases that ran and those left out (`RunPhase` raw values); nil in reports of older
    /// runs and of `--path` runs.
    public var phases: [String]?
    public var phasesLeftOut: [String]?
    /// The command that adds the phases left out.
    public var commandAddingLeftOut: String?
    public var configuration: String
    /// Measured runs per build kind and module (after the warm-up).
    public var runs: Int
    /// `option` when given with `--runs`, `auto` when chosen from the time budget.
    public var runsChosenBy: String
    public var warmupRuns: Int
    /// Empty means every pattern / domain present.
    public var patterns: [String]
    public var domains: [String]
    public var parityTarget: String
    /// Where builds were timed and tests were run, relative to the package root.
    public var scratchPath: String
    public var formats: [String]
    /// The folders of a `--path` run, in the order given; absent in workspace reports.
    public var trees: [TreeSetting]?

    public init(
        mode: String, configuration: String, runs: Int, runsChosenBy: String, warmupRuns: Int,
        patterns: [String], domains: [String], parityTarget: String, scratchPath: String, formats: [String],
        trees: [TreeSetting]? = nil, phases: [String]? = nil, phasesLeftOut: [String]? = nil,
        commandAddingLeftOut: String? = nil
    ) {
        self.mode = mode
        self.phases = phases
        self.phasesLeftOut = phasesLeftOut
        self.commandAddingLeftOut = commandAddingLeftOut
        self.configuration = configuration
        self.runs = runs
        self.runsChosenBy = runsChosenBy
        self.warmupRuns = warmupRuns
        self.patterns = patterns
        self.domains = domains
        self.parityTarget = parityTarget
        self.scratchPath = scratchPath
        self.formats = formats
        self.trees = trees
    }
}

/// Something that went wrong in one phase of one module; the rest of the report still completes.
public struct PhaseFailure: Codable, Sendable, Equatable {
    /// `build`, `tests`, `coverage`, `static`.
    public var phase: String
    public var message: String

    public init(phase: String, message: String) {
        self.phase = phase
        self.message = message
    }
}
