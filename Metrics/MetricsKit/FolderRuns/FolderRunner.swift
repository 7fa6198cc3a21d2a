import Foundation

/// A `--path` run: static metrics of plain folders of Swift files, side by side, with the
/// workspace's own modules (its quick figures) next to them when asked. Reads no Package.swift
/// unless the workspace is added.
struct FolderRunner {
    let trees: TreeOptions
    let options: MetricsOptions
    let progress: ProgressBar
    let environment: (String, Toolchain, String, [String]) -> RunEnvironment

    private var paths: RunPaths { RunPaths(options: options) }

    func run() throws -> MetricsReport {
        let start = ContinuousClock.now
        let specs = try trees.resolve(catalog: .standard, currentDirectory: FileManager.default.currentDirectoryPath)
        let measured = try specs.map { try TreeMeasurer().measure($0) }
        var modules = measured.map(\.module)
        var patterns: [PatternSummary] = []
        var skipped = measured.flatMap(\.skipped)
        var notes = FolderRunNotes(trees: trees, measured: measured).notes
        if trees.withWorkspace {
            var quick = options
            quick.trees = nil
            quick.quick = true
            let workspace = try MetricsRunner(options: quick, progress: progress, environment: environment).run()
            for module in workspace.modules where modules.contains(where: { $0.id == module.id }) {
                throw MetricsError.options("--label: \(module.id) is a module of the workspace too; give that folder another --label")
            }
            modules += workspace.modules
            patterns = workspace.patterns
            skipped += workspace.skippedFiles ?? []
            notes.append("Workspace modules (\(workspace.modules.map(\.id).joined(separator: ", "))): the workspace's own static figures, as `--quick` measures them.")
        }
        let toolchain = try Toolchain.locate()
        let settings = RunSettings(
            mode: "quick", configuration: options.configuration, runs: 0,
            runsChosenBy: options.runs == nil ? "auto" : "option", warmupRuns: options.warmupRuns,
            patterns: options.patterns, domains: options.domains, parityTarget: options.parityTarget,
            scratchPath: paths.relative(paths.scratchPath), formats: options.effectiveFormats.map(\.rawValue),
            trees: measured.map(\.setting)
        )
        return MetricsReport(
            environment: environment(paths.root, toolchain, paths.cacheDirectory, paths.outputsInPackage), settings: settings,
            modules: modules, patterns: patterns, shared: [], parity: nil, buildTiming: nil, notes: notes,
            durationSeconds: (ContinuousClock.now - start).seconds.rounded(toPlaces: 2), skippedFiles: skipped
        )
    }
}
