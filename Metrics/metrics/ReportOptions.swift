import ArgumentParser
import MetricsKit

/// The options of a report run, mapped onto `MetricsOptions`.
struct ReportOptions: ParsableArguments {
    @Flag(help: "Static metrics only (sizes by role, shape, declared tests, what it buys, role dependencies): no builds, tests or coverage.")
    var quick = false

    @Flag(help: "Every phase: the default run's (static figures, tests, full rebuild times) and incremental and test-target rebuild times, coverage, runtime and change cost.")
    var full = false

    @Flag(help: "Run the tests and the exercises again even where an earlier run measured the same inputs (.build-metrics/cache).")
    var noCache = false

    @Option(help: "Measured build runs per module and build kind (default: 6, the fewest that give a median a 95 % interval; with --full 6–9, as many as fit --build-budget).")
    var runs: Int?

    @Option(help: "Discarded warm-up rounds before the measured runs.")
    var warmupRuns = 1

    @Option(help: "Patterns to measure, comma-separated or repeated (default: all present).")
    var patterns: [String] = []

    @Option(help: "Domains to measure, comma-separated or repeated (default: all present).")
    var domains: [String] = []

    @Option(help: "Build configuration for the build timing: debug or release.")
    var configuration: BuildConfiguration = .debug

    @Option(help: "Parallel compile jobs for the timed builds. 1 (serial) is far steadier on a small machine; SwiftPM itself uses one per core.")
    var jobs = 1

    @Option(help: "Formats, comma-separated or repeated: table, md, json, csv, html, or all (default: all; with --quick or --path and no --output, the table only).")
    var format: [String] = []

    @Option(help: "Folder for the report files (default: Metrics/Reports in the package; a relative path is read from the current folder). Checked before any work. With --quick or --path it means: write every format there (unless --format says otherwise).")
    var output: String?

    @Option(help: "The package to measure (a relative path is read from the current folder).")
    var packagePath = "."

    @Option(help: "Scratch folder for the caches, logs, and --full's coverage build and exercise builds (default: .build-metrics in the package; the default run tests and times on the package's own .build).")
    var scratchPath: String?

    @Option(help: "The test target that runs the same journeys against every pattern.")
    var parityTarget = "ParityTests"

    @Option(help: "Seconds the measured build runs of --full may take when --runs is not given.")
    var buildBudget = 360

    @Flag(help: "Skip the build timing.")
    var noBuildTimes = false

    @Flag(help: "Skip the tests and coverage.")
    var noTests = false

    @Flag(help: "With --full: skip the runtime benchmarks (Metrics/Benchmarks).")
    var noRuntime = false

    @Option(help: "Seconds the runtime phase may take, the release build of the benchmark package included.")
    var runtimeBudget = 900

    @Flag(help: "With --full: skip the change cost of the workshop exercises (Metrics/Exercises).")
    var noChangeCost = false

    @Flag(help: "With --full: plant mutants in every pattern module (a sample per module, by role), compile them as schemata in one build of a scratch copy, and run the module's own tests against each: the share of bugs its tests catch.")
    var mutation = false

    @Option(help: "With --mutation: sampled mutants per module.")
    var mutants = MetricsOptions.defaultMutants

    @Option(help: "With --mutation: seconds the mutation phase may take, its builds included; mutants left when it runs out are reported as not run.")
    var mutationBudget = 1_200

    @Flag(help: "The reading cost alone (part of --full): run every parity journey in an instrumented copy of the workspace and record how far each command travels; its tables and diagrams are merged into the report already in the output folder.")
    var trace = false

    @Flag(help: "The change cost alone (part of --full): build and check every exercise's reference solutions; the figures are merged into the report already in the output folder. With --trace, both.")
    var changeCost = false

    @Option(name: .customLong("exercise"), help: "With --change-cost: only this exercise (its folder's name under Metrics/Exercises; repeatable). Its figures replace its own in the report already in the output folder; the other exercises' figures and notes stay as they are.")
    var exercises: [String] = []

    @Flag(help: "With --trace: write each pattern module's README section \"One action traced\" from the trace (the same action in every pattern of an app).")
    var updateReadmes = false

    @Option(help: "Progress display: auto, bar, lines or none.")
    var progress: ProgressChoice = .auto

    @Flag(help: "Exit with status 3 when a module failed, a file could not be measured or the trace has gaps (the report is still written). Skipped and listed, never counted: a .swift file that cannot be read, is not text, is over 512 KiB (parsing it could take minutes), or that swift-syntax cannot parse.")
    var strict = false

    @Option(name: .customLong("path"), help: "A folder of Swift files to measure by role instead of the workspace (static metrics; repeat for several side by side).")
    var paths: [String] = []

    @Option(name: .customLong("pattern"), help: "With --path: the folders' pattern (MVC, MVVM, VIPER, VIP, CIS, Clean, Reactor), one for all or one per --path.")
    var pathPatterns: [String] = []

    @Option(name: .customLong("role"), help: "With --path: Role=Suffix,Suffix adds file-name suffixes to a role, or makes a new one (e.g. View=ViewController,Cell); repeatable.")
    var roles: [String] = []

    @Option(name: .customLong("label"), help: "With --path: the name of each folder in the report, one per --path (default: the folder's name).")
    var labels: [String] = []

    @Flag(help: "With --path: add the workspace's own pattern modules (static figures) next to the folders.")
    var withWorkspace = false

    @Flag(help: "With --path: read roles by the catalog's exact suffixes and --role only, as the workspace is read (no real-app synonyms such as …ViewController or …Interactor, no folder names such as Networking/).")
    var exactRoles = false

    @Option(help: "With --path: the modules that count as the UI framework, comma-separated (default: UIKit,SwiftUI,AppKit).")
    var uiFrameworks: [String] = []

    @Option(help: "With --path: the modules that count as storage, comma-separated (default: CoreData,SQLite,SQLite3,GRDB,RealmSwift,Realm).")
    var storageFrameworks: [String] = []

    enum BuildConfiguration: String, ExpressibleByArgument, CaseIterable {
        case debug, release
    }

    enum ProgressChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, bar, lines, none
    }

    /// `["MVVM,VIPER", "CIS"]` → `["MVVM", "VIPER", "CIS"]`.
    static func list(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func validate() throws {
        if full && !paths.isEmpty { throw ValidationError("--full measures the workspace; a --path run is static figures only") }
        if updateReadmes && !trace && !full { throw ValidationError("--update-readmes writes the trace's diagrams: add --trace") }
        if changeCost && (quick || full || noChangeCost) { throw ValidationError("--change-cost runs the change cost alone: leave out --quick, --full and --no-change-cost") }
        if !exercises.isEmpty && !changeCost { throw ValidationError("--exercise picks exercises of --change-cost: add --change-cost") }
        if trace && quick { throw ValidationError("--trace and --quick cannot go together: the trace builds and runs the apps") }
        if quick && full { throw ValidationError("--quick and --full cannot go together: --quick is static figures only, --full every phase") }
        if let runs, runs < 1 { throw ValidationError("--runs must be at least 1") }
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if warmupRuns < 0 { throw ValidationError("--warmup-runs cannot be negative") }
        if buildBudget < 1 { throw ValidationError("--build-budget must be at least 1 second") }
        if runtimeBudget < 1 { throw ValidationError("--runtime-budget must be at least 1 second") }
        if mutation && !full { throw ValidationError("--mutation is a phase of the full run: add --full (and --no-build-times, --no-runtime, --no-change-cost for the mutation phase alone)") }
        if mutants < 1 { throw ValidationError("--mutants must be at least 1") }
        if mutationBudget < 1 { throw ValidationError("--mutation-budget must be at least 1 second") }
        _ = try formats()
    }

    /// The formats asked for, nil for the default. A `--format` that names none (`--format ""`)
    /// is refused as argument-parser refuses a bad value, not taken for the default.
    func formats() throws -> [ReportFormat]? {
        if let empty = format.first(where: { Self.list([$0]).isEmpty }) { throw Self.invalidFormat(empty) }
        let names = Self.list(format).flatMap { $0.lowercased() == "all" ? ReportFormat.allCases.map(\.rawValue) : [$0] }
        guard !names.isEmpty else { return nil }
        var formats: [ReportFormat] = []
        for name in names {
            let normalized = name.lowercased() == "markdown" ? "md" : name.lowercased()
            guard let format = ReportFormat(rawValue: normalized) else { throw Self.invalidFormat(name) }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats
    }

    /// In argument-parser's words for a value it does not know, with every valid one.
    static func invalidFormat(_ value: String) -> ValidationError {
        ValidationError("The value '\(value)' is invalid for '--format <format>'. Please provide one of 'table', 'md', 'json', 'csv', 'html' or 'all' (comma-separated or repeated).")
    }

    func metricsOptions() throws -> MetricsOptions {
        var options = try MetricsOptions(
            packagePath: packagePath, quick: quick, full: full, reuseResults: !noCache, runs: runs, warmupRuns: warmupRuns, patterns: Self.list(patterns),
            domains: Self.list(domains), configuration: configuration.rawValue, formats: try formats(), outputDirectory: output,
            scratchPath: scratchPath, parityTarget: parityTarget, buildBudgetSeconds: buildBudget,
            skipBuildTiming: noBuildTimes, skipTests: noTests, compilerJobs: jobs, trees: treeOptions(),
            skipRuntime: noRuntime, runtimeBudgetSeconds: runtimeBudget, skipChangeCost: noChangeCost,
            mutation: mutation, mutantsPerModule: mutants, mutationBudgetSeconds: mutationBudget
        )
        options.trace = trace || full
        options.changeCostAlone = changeCost
        options.exercises = Self.list(exercises)
        return options
    }

    /// The `--path` run, nil without `--path`. Its mistakes are one-line errors (`MetricsError`),
    /// not usage screens.
    func treeOptions() throws -> TreeOptions? {
        if paths.isEmpty, !uiFrameworks.isEmpty || !storageFrameworks.isEmpty {
            throw MetricsError.options("--ui-frameworks and --storage-frameworks go with --path DIR (the workspace's are TerminalUI and its Storage targets)")
        }
        guard !paths.isEmpty else {
            if !pathPatterns.isEmpty || !roles.isEmpty || !labels.isEmpty || withWorkspace || exactRoles {
                throw MetricsError.options("--pattern, --role, --label, --with-workspace and --exact-roles go with --path DIR")
            }
            return nil
        }
        var options = TreeOptions(
            paths: paths, patterns: Self.list(pathPatterns), roles: try roles.map(RoleAddition.parse), labels: labels,
            withWorkspace: withWorkspace, exactRoles: exactRoles
        )
        options.uiFrameworks = uiFrameworks
        options.storageFrameworks = storageFrameworks
        _ = try options.frameworks()
        return options
    }

    func progressBar() -> ProgressBar {
        switch progress {
        case .auto: ProgressBar.automatic()
        case .bar: ProgressBar(style: .interactive)
        case .lines: ProgressBar(style: .lines)
        case .none: ProgressBar(style: .silent)
        }
    }
}
