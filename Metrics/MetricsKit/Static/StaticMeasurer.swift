import Foundation

/// Measures every module's sources and tests without building anything: size by role, layers,
/// shape, test code and declared tests. This is all `--quick` does.
public struct StaticMeasurer: Sendable {
    public var catalog: PatternCatalog
    /// How a pattern's files get their roles, by pattern name; the catalog's exact suffixes
    /// (`RoleReader(pattern:)`) for a pattern not listed, as for every workspace module.
    public var readers: [String: RoleReader]
    /// What counts as toolkit, storage, UI and Model for the dependency rules and the buys figures; nil: the
    /// workspace's own shared targets (`FrameworkSets.workspace(domains:)`).
    public var frameworks: FrameworkSets?
    /// Earlier runs' analyses of unchanged files; nil parses every file.
    public var cache: AnalysisCache?

    public init(
        catalog: PatternCatalog = .standard, readers: [String: RoleReader] = [:], frameworks: FrameworkSets? = nil,
        cache: AnalysisCache? = nil
    ) {
        self.catalog = catalog
        self.readers = readers
        self.frameworks = frameworks
        self.cache = cache
    }

    public struct Result: Sendable {
        public var modules: [ModuleReport]
        public var shared: [SharedModuleReport]
        public var parity: ParityReport?
        /// The file touched for the incremental rebuild, per module id.
        public var representativeFiles: [String: String]
        /// Tests declared in each test target's sources.
        public var declaredTestsPerTarget: [String: Int]
        /// Files that could not be measured and folders that could not be read, in path order;
        /// every figure leaves them out.
        public var skipped: [SkippedFile] = []
        /// Every measured source file's role and why, per module id, in the modules' file order.
        public var attributions: [String: [FileAttribution]] = [:]
        /// The source files that depend on the UI toolkit (the buys figures' `ui`), per module id:
        /// every other file of the module is UI-free.
        public var uiFiles: [String: Set<String>] = [:]
    }

    public func measure(_ workspace: Workspace) -> Result {
        let (analyses, unmeasured) = analyzeAll(workspace)
        let frameworks = frameworks ?? .workspace(domains: workspace.domains)
        let sharedTypes = SharedDeclarations.of(workspace, frameworks: frameworks, analyses: analyses)
        var modules: [ModuleReport] = []
        var candidates: [String: [SceneFile]] = [:]
        var attributions: [String: [FileAttribution]] = [:]
        var uiFiles: [String: Set<String>] = [:]
        let buys = self.frameworks.map(BuysContext.folder)
            ?? BuysContext.workspace(shared: workspace.shared, analyses: analyses, frameworks: frameworks)
        for module in workspace.modules {
            guard let pattern = catalog.pattern(named: module.pattern) else { continue }
            let reader = readers[pattern.name] ?? RoleReader(pattern: pattern)
            var (report, files, ui) = measure(module, pattern: pattern, reader: reader, analyses: analyses, buys: buys)
            report.dependencies = dependencies(
                of: module, pattern: pattern, reader: reader, analyses: analyses, frameworks: frameworks, shared: sharedTypes
            )
            modules.append(report)
            candidates[module.id] = files
            attributions[module.id] = files.map(\.attribution)
            uiFiles[module.id] = ui
        }
        let shared = workspace.shared.map { module in
            let (size, shape, _) = total(module.target.files, analyses)
            let (testCode, _, declared) = total(module.testTargets.flatMap(\.files), analyses)
            return SharedModuleReport(
                name: module.target.name, kind: module.target.kind == .executable ? "executable" : "library",
                domain: module.domain, size: size, shape: shape, testTargets: module.testTargets.map(\.name),
                testCode: testCode, declaredTests: declared
            )
        }
        let parity = workspace.parity.map { target in
            let (testCode, _, declared) = total(target.files, analyses)
            return ParityReport(target: target.name, testCode: testCode, declaredTests: declared)
        }
        let representatives = RepresentativeFiles(catalog: catalog).choose(for: workspace.modules, candidates: candidates)
        let testTargets = workspace.modules.flatMap(\.testTargets) + (workspace.parity.map { [$0] } ?? [])
        let declared = Dictionary(testTargets.map { ($0.name, total($0.files, analyses).2) }) { first, _ in first }
        return Result(
            modules: modules, shared: shared, parity: parity, representativeFiles: representatives, declaredTestsPerTarget: declared,
            skipped: (workspace.unreadable + unmeasured).sorted { $0.path < $1.path }, attributions: attributions, uiFiles: uiFiles
        )
    }

    /// Every Swift file of the workspace, parsed once (in parallel on all cores) unless the
    /// cache holds the analysis of the same bytes, and the files
    /// that could not be.
    private func analyzeAll(_ workspace: Workspace) -> ([String: FileAnalysis], [SkippedFile]) {
        var paths = workspace.modules.flatMap { $0.sourceFiles + $0.testFiles }
        paths += workspace.shared.flatMap { $0.target.files + $0.testTargets.flatMap(\.files) }
        paths += workspace.parity?.files ?? []
        let unique = Array(Set(paths)).sorted()
        let results = WorkerPool.perCore.map(unique) { [cache] path in
            Swift.Result { () throws(SkipReason) in
                guard let cache else { return try SourceFileAnalyzer.analyze(fileAt: "\(workspace.root)/\(path)") }
                let source = try SourceText.read("\(workspace.root)/\(path)").get()
                return try cache.analysis(of: path, source: source, analyze: SourceFileAnalyzer.measure(source:))
            }
        }
        var analyses: [String: FileAnalysis] = [:]
        var skipped: [SkippedFile] = []
        for (path, result) in zip(unique, results) {
            switch result {
            case var .success(analysis):
                analysis.shape.longestFunction?.file = path
                analyses[path] = analysis
            case let .failure(reason):
                skipped.append(SkippedFile(path: path, reason: reason.text))
            }
        }
        return (analyses, skipped)
    }

    private func total(_ files: [String], _ analyses: [String: FileAnalysis]) -> (LineCounts, Shape, Int) {
        var lines = LineCounts.zero
        var shape = Shape()
        var tests = 0
        for file in files {
            guard let analysis = analyses[file] else { continue }
            lines += analysis.lines
            shape += analysis.shape
            tests += analysis.declaredTests
        }
        return (lines, shape, tests)
    }

    /// The scene folder a file sits in under its target, past a layer folder (`Domain/Gather/…` → `Gather`):
    /// every pattern keeps one folder per scene, while file names differ (Clean's `GatherTimerUseCase`).
    /// Nil for a file at the top of its target.
    static func scene(of file: String, in target: TargetSources, pattern: PatternDefinition) -> String? {
        let relative = target.pathInside(file)
        var folders = relative.split(separator: "/").dropLast().map(String.init)
        if let first = folders.first, pattern.layers.contains(first) { folders.removeFirst() }
        return folders.first
    }

    private func measure(
        _ module: PatternModule, pattern: PatternDefinition, reader: RoleReader, analyses: [String: FileAnalysis], buys: BuysContext
    ) -> (ModuleReport, [SceneFile], uiFiles: Set<String>) {
        var roleLines: [String: LineCounts] = [:]
        var layerLines: [String: LineCounts] = [:]
        var otherFiles: [String] = []
        var sceneFiles: [SceneFile] = []
        var buysFiles: [BuysMeasurer.File] = []
        for target in module.targets {
            for file in target.files {
                guard let analysis = analyses[file] else { continue }
                let name = (file as NSString).lastPathComponent
                let match = reader.pattern.role(ofFileNamed: name)
                let inside = target.pathInside(file)
                var attribution = reader.attribute(inside)
                attribution.file = file
                let role = attribution.role
                if role == PatternCatalog.otherRole { otherFiles.append(file) }
                roleLines[role, default: .zero] += analysis.lines
                if !pattern.layers.isEmpty {
                    layerLines[layer(of: file, in: target, pattern: pattern), default: .zero] += analysis.lines
                }
                let scene = Self.scene(of: file, in: target, pattern: pattern) ?? match?.scene ?? ""
                sceneFiles.append(SceneFile(path: file, role: role, scene: scene, codeLines: analysis.lines.code, attribution: attribution))
                buysFiles.append(BuysMeasurer.File(path: file, role: role, target: target.name, analysis: analysis))
            }
        }
        let roleNames = reader.pattern.roles.map(\.name) + [PatternCatalog.otherRole]
        let extraLayers = layerLines.keys.filter { !pattern.layers.contains($0) && $0 != Self.unlayered }.sorted()
        let layerNames = pattern.layers.isEmpty ? [] : pattern.layers + extraLayers + [Self.unlayered]
        let (size, shape, _) = total(module.sourceFiles, analyses)
        let (testCode, testShape, declared) = total(module.testFiles, analyses)
        var report = ModuleReport(
            id: module.id, domain: module.domain, pattern: module.pattern,
            targets: module.targets.map(\.name), testTargets: module.testTargets.map(\.name),
            size: size,
            roles: roleNames.map { RoleSize(name: $0, lines: roleLines[$0] ?? .zero) },
            layers: layerNames.compactMap { name in
                let lines = layerLines[name] ?? .zero
                return name == Self.unlayered && lines.files == 0 ? nil : RoleSize(name: name, lines: lines)
            },
            otherFiles: otherFiles, shape: shape, testCode: testCode, testShape: testShape, declaredTests: declared
        )
        let measurer = BuysMeasurer(context: buys)
        let dependences = measurer.dependence(of: buysFiles, targets: module.targets)
        report.buys = measurer.measure(buysFiles, dependences: dependences, roleOrder: roleNames)
        return (report, sceneFiles, Set(zip(buysFiles, dependences).filter(\.1.ui).map(\.0.path)))
    }

    /// Files of a layered module outside every known layer.
    public static let unlayered = "Unlayered"

    /// The layer of a file: its target's layer (`…CleanDomain`), else its first folder inside the target.
    func layer(of file: String, in target: TargetSources, pattern: PatternDefinition) -> String {
        if let layer = target.layer { return layer }
        let inside = target.pathInside(file)
        let first = inside.split(separator: "/").first.map(String.init) ?? ""
        return pattern.layers.first { $0 == first } ?? Self.unlayered
    }
}

/// A file of a module with its role and scene, for choosing the representative file.
struct SceneFile: Sendable, Equatable {
    var path: String
    var role: String
    var scene: String
    var codeLines: Int
    var attribution: FileAttribution
}
