import Foundation

extension MetricsRunner {
    /// A `--path` run: static metrics of plain folders of Swift files, side by side, with the
    /// workspace's own modules (its quick figures) next to them when asked. Reads no Package.swift
    /// unless the workspace is added.
    func runTrees(_ trees: TreeOptions) throws -> MetricsReport {
        let start = ContinuousClock.now
        let specs = try trees.resolve(catalog: .standard, currentDirectory: FileManager.default.currentDirectoryPath)
        let measured = try specs.map { try TreeMeasurer().measure($0) }
        var modules = measured.map(\.module)
        var patterns: [PatternSummary] = []
        var skipped = measured.flatMap(\.skipped)
        var notes = treeNotes(trees, measured: measured)
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
        let outputs = outputDirectory.hasPrefix(root + "/") ? [relative(outputDirectory)] : []
        let settings = RunSettings(
            mode: "quick", configuration: options.configuration, runs: 0,
            runsChosenBy: options.runs == nil ? "auto" : "option", warmupRuns: options.warmupRuns,
            patterns: options.patterns, domains: options.domains, parityTarget: options.parityTarget,
            scratchPath: relative(scratchPath), formats: options.effectiveFormats.map(\.rawValue),
            trees: measured.map(\.setting)
        )
        return MetricsReport(
            environment: environment(root, toolchain, cacheDirectory, outputs), settings: settings,
            modules: modules, patterns: patterns, shared: [], parity: nil, buildTiming: nil, notes: notes,
            durationSeconds: (ContinuousClock.now - start).seconds.rounded(toPlaces: 2), skippedFiles: skipped
        )
    }

    private func treeNotes(_ trees: TreeOptions, measured: [TreeMeasurer.Result]) -> [String] {
        var notes = [
            "Folder run: static metrics only, of every Swift file below each folder (hidden files and folders skipped); no Package.swift is read for the folders.",
            "Test code, not a role: files in a folder whose name ends in `Tests`, or named `…Tests.swift` / `…Test.swift`.",
        ]
        if trees.exactRoles {
            notes.append("Roles: the catalog's file-name suffixes only, longest first, as the workspace is read (--exact-roles).")
        } else {
            notes.append(
                "Roles: the longest file-name suffix — the catalog's, or what real apps call the role (…ViewController, …Cell for a View; "
                    + "Clean's …Interactor; …AppDelegate for app wiring) — else the nearest folder named for a role (Networking/ → data, "
                    + "Utils/ → Support, Presenters/ → Presenter); \"Why each file has its role\" lists each file's reason. --exact-roles reads the suffixes only."
            )
        }
        if !trees.roles.isEmpty {
            let added = trees.roles.map { "\($0.role)=\($0.suffixes.joined(separator: ","))" }.joined(separator: " ")
            notes.append("--role \(added): these suffixes win over the catalog's and the defaults (a --role suffix leaves the role that had it).")
        }
        let unterminated = measured.map { "\($0.setting.label) \($0.setting.filesWithoutFinalNewline)" }.joined(separator: ", ")
        notes.append(
            "Physical lines = code + comment + blank = `wc -l` over the same files plus one per file whose last line has no final newline (\(unterminated))."
        )
        return notes
    }
}
