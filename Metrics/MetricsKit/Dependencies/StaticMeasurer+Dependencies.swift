import Foundation

extension StaticMeasurer {
    /// The role dependencies of the chosen modules (all when `ids` is nil) and nothing else:
    /// parses their sources and the shared targets of a kind `frameworks` knows, not their
    /// tests or other modules. What `Scripts/workshop check` and the conformance test ask.
    public func dependencies(of workspace: Workspace, modules ids: Set<String>? = nil) -> [String: DependencyFigures] {
        let frameworks = frameworks ?? .workspace(domains: workspace.domains)
        let modules = workspace.modules.filter { ids?.contains($0.id) ?? true }
        let sharedTargets = workspace.shared.filter { frameworks.kind(of: $0.target.name) != nil }
        let paths = Array(Set(modules.flatMap(\.sourceFiles) + sharedTargets.flatMap(\.target.files))).sorted()
        let parsed = WorkerPool.perCore.map(paths) { path in
            try? SourceFileAnalyzer.analyze(fileAt: "\(workspace.root)/\(path)")
        }
        var analyses: [String: FileAnalysis] = [:]
        for (path, analysis) in zip(paths, parsed) { analyses[path] = analysis }
        let shared = SharedDeclarations.of(workspace, frameworks: frameworks, analyses: analyses)
        var figures: [String: DependencyFigures] = [:]
        for module in modules {
            guard let pattern = catalog.pattern(named: module.pattern) else { continue }
            let reader = readers[pattern.name] ?? RoleReader(pattern: pattern)
            figures[module.id] = dependencies(
                of: module, pattern: pattern, reader: reader, analyses: analyses, frameworks: frameworks, shared: shared
            )
        }
        return figures
    }

    /// The module's role dependencies and rule violations (`DependencyAnalyzer`).
    func dependencies(
        of module: PatternModule, pattern: PatternDefinition, reader: RoleReader, analyses: [String: FileAnalysis],
        frameworks: FrameworkSets, shared: SharedDeclarations
    ) -> DependencyFigures {
        var files: [DependencyAnalyzer.SourceFile] = []
        for target in module.targets {
            for file in target.files {
                guard let analysis = analyses[file] else { continue }
                // The same role the size figures give the file (in a folder run, synonyms and folders too).
                let inside = target.pathInside(file)
                let match = reader.pattern.role(ofFileNamed: (file as NSString).lastPathComponent)
                files.append(DependencyAnalyzer.SourceFile(
                    path: file, role: reader.attribute(inside).role, scene: match?.scene ?? "",
                    layer: pattern.layers.isEmpty ? nil : layer(of: file, in: target, pattern: pattern),
                    references: analysis.references
                ))
            }
        }
        return DependencyAnalyzer(pattern: pattern, frameworks: frameworks, shared: shared)
            .analyze(files, moduleTargets: Set(module.targets.map(\.name)))
    }
}
