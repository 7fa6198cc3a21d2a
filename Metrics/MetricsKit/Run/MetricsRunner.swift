import Foundation

/// Runs the metrics: discovers the modules from the package, measures them statically, times
/// their builds, runs their tests with coverage, and assembles the report. A failure in one
/// module is recorded on that module; the report always completes.
public final class MetricsRunner {
    let options: MetricsOptions
    let progress: ProgressBar
    let cancellation: CancellationFlag?
    let environment: (String, Toolchain, String, [String]) -> RunEnvironment

    /// `environment` reads commit, toolchain and machine (given the package, the toolchain, a cache
    /// folder and the package paths whose changes do not make the checkout dirty); tests pass a fixed one.
    public init(
        options: MetricsOptions, progress: ProgressBar, cancellation: CancellationFlag? = nil,
        environment: @escaping (String, Toolchain, String, [String]) -> RunEnvironment = { root, toolchain, cache, outputs in
            RunEnvironment.current(root: root, toolchain: toolchain, cacheDirectory: cache, ignoring: outputs)
        }
    ) {
        self.options = options
        self.progress = progress
        self.cancellation = cancellation
        self.environment = environment
    }

    public var root: String {
        let path = options.packagePath.hasPrefix("/")
            ? options.packagePath
            : FileManager.default.currentDirectoryPath + "/" + options.packagePath
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    public var scratchPath: String { options.scratchPath.map { absolute($0) } ?? "\(root)/.build-metrics" }
    /// Where every cache of a run lives: the analyses, the manifest, the test and change-cost results.
    public var cacheDirectory: String { "\(scratchPath)/cache" }
    /// A `--path` run writes its files under the scratch folder unless told otherwise, so it never
    /// replaces the workspace's committed report.
    public var outputDirectory: String {
        options.outputDirectory.map { absolute($0) }
            ?? (options.trees == nil ? "\(root)/Metrics/Reports" : "\(scratchPath)/path-report")
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    public func run() throws -> MetricsReport {
        if let trees = options.trees { return try runTrees(trees) }
        let start = ContinuousClock.now
        let toolchain = try Toolchain.locate()
        let cache = cacheDirectory
        // Checked once, before anything is kept there: one line when unusable, and no save tried.
        let cacheFolder = CacheFolder(path: cache)
        let unusableCache = cacheFolder.prepare()
        if let unusableCache {
            StandardErrorLog.write(
                cacheFolder.warning(unusableCache, consequence: "The figures are complete; this run keeps none of them for the next.") + "\n"
            )
        }
        let manifest = try ManifestLoader(root: root, cacheDirectory: cache, toolchain: toolchain).load()
        let layout = WorkspaceLayout(parityTargetName: options.parityTarget)
        let workspace = try layout.classify(manifest: manifest, root: root, files: SourceLister(root: root))
        let selected = try select(workspace)
        // The reports of earlier runs are this tool's output, not a change to what it measures.
        let outputs = outputDirectory.hasPrefix(root + "/") ? [relative(outputDirectory)] : []
        let environment = environment(root, toolchain, cache, outputs)

        let analyses = AnalysisCache(directory: cache, key: AnalysisCache.key(toolchain: toolchain))
        if let warning = analyses.warning { StandardErrorLog.line(warning) }
        let measured = StaticMeasurer(cache: analyses).measure(selected)
        if unusableCache == nil {
            do {
                try analyses.save()
            } catch {
                StandardErrorLog.write("metrics: could not save the analysis cache \(analyses.file): \(SourceText.describe(error)).\n")
            }
        }
        var modules = measured.modules
        var parity = measured.parity
        var notes = baseNotes(workspace, selected: selected)
        if analyses.reusedCount > 0 {
            notes.append("Static figures: \(analyses.reusedCount) files were unchanged since an earlier run of this tool build and toolchain; their analyses came from its cache (\(relative(analyses.file))).")
        }
        var buildSummary: BuildTimingSummary?
        let logs = "\(scratchPath)/logs"
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)

        let phases = options.phases
        let timing = phases.contains(.buildTiming) && !selected.modules.isEmpty

        // Tests first: their build also builds every dependency the build timing needs, and the
        // timed builds then run on a machine no test run is loading.
        if phases.contains(.tests) && !selected.modules.isEmpty {
            // A run killed during its build timing left SwiftPM's outputs aside: put them back first,
            // in either build (an earlier run may have been of the other kind).
            for command in [testsCommand(toolchain, coverage: true), testsCommand(toolchain, coverage: false)] {
                BuildTimer.outputStash(of: command, logDirectory: logs).recover()
            }
            notes += try runTests(
                TestsContext(
                    toolchain: toolchain, packageName: manifest.name, workspace: workspace, selected: selected,
                    declaredTests: measured.declaredTestsPerTarget, logs: logs, cacheDirectory: cache,
                    keepsResults: unusableCache == nil, coverage: phases.contains(.coverage)
                ),
                modules: &modules, parity: &parity
            )
        }

        if timing {
            // Sampled now, when the run's own builds and tests have ended: what is busy is other work.
            if let busy = MachineLoad.sample()?.note { notes.append(busy) }
            let timer = BuildTimer(
                command: timingCommand(toolchain),
                root: root, progress: progress, cancellation: cancellation, logDirectory: logs
            )
            let outcome = try timer.measure(BuildTimer.Plan(
                // No representative file, no incremental rebuild: those are `--full`'s.
                modules: selected.modules,
                representativeFiles: phases.contains(.incrementalBuildTiming) ? measured.representativeFiles : [:],
                // The default run takes the fewest rounds that give each median a 95 % interval;
                // more rounds, where they fit the budget, are `--full`'s.
                runs: options.runs.map { .fixed($0) } ?? .auto(
                    budget: .seconds(options.buildBudgetSeconds),
                    minimum: MetricsOptions.automaticRuns.lowerBound,
                    maximum: options.full ? MetricsOptions.automaticRuns.upperBound : MetricsOptions.automaticRuns.lowerBound
                ),
                warmupRuns: options.warmupRuns, probe: NoiseProbe(rounds: options.noiseProbeRounds),
                compilerJobs: options.compilerJobs,
                testTargetRuns: phases.contains(.testBuildTiming) ? options.runs ?? MetricsOptions.testTargetRuns : 0,
                measuresNoisyModulesAgain: options.full
            ))
            for index in modules.indices {
                let id = modules[index].id
                modules[index].build = outcome.builds[id]
                if let failure = outcome.failures[id] { modules[index].fail("build", failure) }
            }
            buildSummary = outcome.summary
            notes += outcome.notes
        }

        var runtime: RuntimeFigures?
        if phases.contains(.runtime) {
            let outcome = runtimePhase(toolchain: toolchain, logs: logs, selected: selected)
            try cancellation?.check()
            runtime = outcome.figures
            notes += outcome.notes
        }

        var changeCost: ChangeCostFigures?
        if phases.contains(.changeCost) {
            let outcome = try changeCostPhase(
                toolchain: toolchain, logs: logs, selected: selected, catalog: layout.catalog, cacheDirectory: cache,
                keepsResults: unusableCache == nil
            )
            changeCost = outcome.figures
            notes += outcome.notes
        }

        if phases.contains(.mutation) && !selected.modules.isEmpty {
            notes += try mutationPhase(
                toolchain: toolchain, packageName: manifest.name, logs: logs, selected: selected, workspace: workspace,
                catalog: layout.catalog, modules: &modules
            )
        }

        // The reading cost (Trace/): its own phase, its figures beside the report's.
        let trace = phases.contains(.trace) ? try traceOutcome(toolchain: toolchain, logs: logs, workspace: workspace, selected: selected, catalog: layout.catalog) : nil
        notes += trace?.notes ?? []

        let settings = RunSettings(
            mode: options.mode, configuration: options.configuration,
            runs: buildSummary?.runs ?? options.runs ?? 0,
            runsChosenBy: options.runs == nil ? "auto" : "option", warmupRuns: options.warmupRuns,
            patterns: options.patterns, domains: options.domains, parityTarget: options.parityTarget,
            scratchPath: relative(scratchPath), formats: options.effectiveFormats.map(\.rawValue),
            phases: phases.map(\.rawValue), phasesLeftOut: RunPhase.allCases.filter { !phases.contains($0) && !$0.isOptIn }.map(\.rawValue),
            commandAddingLeftOut: options.commandAddingLeftOutPhases
        )
        let patterns = PatternSummaryBuilder().summaries(of: modules)
        var report = MetricsReport(
            environment: environment, settings: settings, modules: modules,
            patterns: patterns,
            shared: measured.shared, parity: parity, buildTiming: buildSummary, notes: notes,
            durationSeconds: (ContinuousClock.now - start).seconds.rounded(toPlaces: 2),
            baseline: layout.catalog.baseline.flatMap { baseline in patterns.contains { $0.pattern == baseline } ? baseline : nil },
            runtime: runtime, changeCost: changeCost, skippedFiles: measured.skipped
        )
        report.trace = trace?.figures
        return options.traceOnly ? mergedIntoEarlierReport(report) : report
    }

    /// The workshop exercises' reference solutions, built and checked in a scratch worktree; a
    /// failure of the phase itself becomes a note (a failing solution is a failed cell); only
    /// cancellation stops the run. Without `keepsResults` (an unusable cache folder) it saves nothing.
    private func changeCostPhase(
        toolchain: Toolchain, logs: String, selected: Workspace, catalog: PatternCatalog, cacheDirectory: String, keepsResults: Bool
    ) throws -> (figures: ChangeCostFigures?, notes: [String]) {
        do {
            let exercises = try Exercise.all(in: root)
            guard !exercises.isEmpty else { return (nil, []) }
            let phase = ChangeCostPhase(
                toolchain: toolchain, root: root, scratchPath: "\(scratchPath)/exercises", workDirectory: logs,
                catalog: catalog, progress: progress, cancellation: cancellation
            )
            let cache = ResultCache<ChangeCostPhase.Cached>(directory: cacheDirectory, phase: "change-cost", reading: options.reuseResults)
            if let warning = cache.warning { StandardErrorLog.line(warning) }
            let reuse = ChangeCostPhase.Reuse(
                cache: cache, sharedFolders: selected.shared.map(\.target.path), toolKey: AnalysisCache.key(toolchain: toolchain)
            )
            let figures = try phase.run(exercises: exercises, modules: selected.modules, reuse: reuse)
            if keepsResults { cache.saveReporting() }
            var notes = [
                "Change cost: each exercise's shared part and reference solutions applied to the commit in \(relative(scratchPath))/exercises/tree, built, and checked (acceptance journey, the pattern's tests) in \(Format.duration(figures.seconds)); uncommitted changes are not in it."
            ]
            let cells = cache.reused.filter { $0.contains("/") }
            if !cells.isEmpty {
                notes.append("Change cost: \(cells.count) of \(figures.cells.count) cells are those of an earlier run whose inputs were byte for byte the same (the exercise's files, the solution, the pattern's and the shared modules' files at this commit, Package.swift, the tool and toolchain): \(cells.joined(separator: ", ")). `--no-cache` measures them again.")
            }
            return (figures, notes)
        } catch let cancelled as CancellationError {
            throw cancelled
        } catch {
            return (nil, ["Change cost: \(error)"])
        }
    }

    /// The build the tests run on, shared with a debug build timing so the dependencies are built
    /// once. Coverage needs every dependency instrumented, so it gets its own build in the scratch
    /// path, and the timer strips the instrumentation from the commands it times. Without coverage
    /// the run uses the package's own `.build`, the one `Scripts/test` and `swift build` make: the
    /// README's two commands build the workspace once, and the timer puts that build back as it
    /// found it (`BuildOutputStash`).
    func testsCommand(_ toolchain: Toolchain, coverage: Bool) -> SwiftPMCommand {
        coverage
            ? SwiftPMCommand(toolchain: toolchain, packagePath: root, scratchPath: "\(scratchPath)/debug", configuration: "debug", coverage: true)
            : SwiftPMCommand(toolchain: toolchain, packagePath: root, scratchPath: "\(root)/.build", configuration: "debug")
    }

    private func timingCommand(_ toolchain: Toolchain) -> SwiftPMCommand {
        guard options.configuration != "debug" else { return testsCommand(toolchain, coverage: options.phases.contains(.coverage)) }
        return SwiftPMCommand(toolchain: toolchain, packagePath: root, scratchPath: "\(scratchPath)/\(options.configuration)", configuration: options.configuration)
    }

    /// The runtime benchmarks, limited to the selected patterns and domains; a failure becomes a note.
    private func runtimePhase(toolchain: Toolchain, logs: String, selected: Workspace) -> RuntimePhase.Outcome {
        let phase = RuntimePhase(
            toolchain: toolchain, root: root, scratchPath: "\(root)/.build-runtime", workDirectory: logs,
            budget: .seconds(options.runtimeBudgetSeconds),
            filter: RuntimeFilter(patterns: options.patterns, domains: options.domains).expression,
            progress: progress, cancellation: cancellation
        )
        do {
            return try phase.run()
        } catch {
            return RuntimePhase.Outcome(notes: ["Runtime: \(error)"])
        }
    }

    /// Keeps the modules the `--patterns` / `--domains` filters name; unknown names are an error.
    func select(_ workspace: Workspace) throws -> Workspace {
        func check(_ wanted: [String], among present: [String], what: String) throws -> Set<String> {
            let lowered = Set(present.map { $0.lowercased() })
            for name in wanted where !lowered.contains(name.lowercased()) {
                throw MetricsError.options("no \(what) named \(name); present: \(present.joined(separator: ", "))")
            }
            return Set(wanted.map { $0.lowercased() })
        }
        let patterns = try check(options.patterns, among: Array(Set(workspace.modules.map(\.pattern))).sorted(), what: "pattern")
        let domains = try check(options.domains, among: workspace.domains, what: "domain")
        var selected = workspace
        selected.modules = workspace.modules.filter {
            (patterns.isEmpty || patterns.contains($0.pattern.lowercased())) && (domains.isEmpty || domains.contains($0.domain.lowercased()))
        }
        return selected
    }

    private func baseNotes(_ workspace: Workspace, selected: Workspace) -> [String] {
        var notes: [String] = []
        if options.quick { notes.append("Quick run: static metrics only (no builds, tests or coverage).") }
        if workspace.modules.isEmpty { notes.append("No pattern module found: no target is named <Domain><Pattern> for a pattern of the catalog.") }
        if !workspace.tooling.isEmpty { notes.append("Left out as tooling: \(workspace.tooling.joined(separator: ", ")).") }
        if !workspace.unattachedTests.isEmpty {
            notes.append("Test targets testing no module of the report: \(workspace.unattachedTests.map(\.name).joined(separator: ", ")).")
        }
        if workspace.parity == nil { notes.append("No parity suite (\(options.parityTarget)) in the package.") }
        return notes
    }

    func relative(_ path: String) -> String {
        path.relative(to: root)
    }
}
