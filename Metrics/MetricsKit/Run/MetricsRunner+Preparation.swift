import Foundation

/// What every phase starts from: the toolchain, the cache folder, the workspace read from the
/// package and filtered, and its static figures.
extension MetricsRunner {
    /// The context the phases run in, and the notes of the static figures.
    func prepare() throws -> (context: PhaseContext, notes: [String]) {
        let paths = self.paths
        let toolchain = try Toolchain.locate()
        let cache = paths.cacheDirectory
        // Checked once, before anything is kept there: one line when unusable, and no save tried.
        let cacheFolder = CacheFolder(path: cache)
        let unusableCache = cacheFolder.prepare()
        if let unusableCache {
            StandardErrorLog.write(
                cacheFolder.warning(unusableCache, consequence: "The figures are complete; this run keeps none of them for the next.") + "\n"
            )
        }
        let manifest = try ManifestLoader(root: paths.root, cacheDirectory: cache, toolchain: toolchain).load()
        let layout = WorkspaceLayout(parityTargetName: options.parityTarget)
        let workspace = try layout.classify(manifest: manifest, root: paths.root, files: SourceLister(root: paths.root))
        let selected = try select(workspace)
        let environment = environment(paths.root, toolchain, cache, paths.outputsInPackage)

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
        var notes = baseNotes(workspace)
        if analyses.reusedCount > 0 {
            notes.append("Static figures: \(analyses.reusedCount) files were unchanged since an earlier run of this tool build and toolchain; their analyses came from its cache (\(paths.relative(analyses.file))).")
        }
        let logs = "\(paths.scratchPath)/logs"
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        let context = PhaseContext(
            options: options, paths: paths, toolchain: toolchain,
            builds: PackageBuilds(toolchain: toolchain, root: paths.root, scratchPath: paths.scratchPath),
            environment: environment, packageName: manifest.name, workspace: workspace, selected: selected,
            catalog: layout.catalog, staticFigures: measured, logs: logs, keepsResults: unusableCache == nil,
            progress: progress, cancellation: cancellation
        )
        return (context, notes)
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

    private func baseNotes(_ workspace: Workspace) -> [String] {
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
}
