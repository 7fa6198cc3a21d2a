/// Measures one plain folder of Swift files the way the workspace's modules are measured: the
/// folder becomes a module of one target (its sources) and one test target (its test files),
/// read by the same `StaticMeasurer`, so every figure means what it means for the workspace.
public struct TreeMeasurer: Sendable {
    public init() {}

    public struct Result: Sendable, Equatable {
        /// Domain = the folder's label; file paths relative to the folder.
        public var module: ModuleReport
        /// How the report's physical lines relate to `wc -l` for this folder.
        public var setting: TreeSetting
        /// What could not be measured (absolute paths).
        public var skipped: [SkippedFile] = []
    }

    public func measure(_ spec: TreeSpec) throws -> Result {
        let tree = try SwiftTree.list(spec.path)
        let module = PatternModule(
            domain: spec.label, pattern: spec.pattern.name,
            targets: [TargetSources(name: spec.label, path: "", kind: .regular, files: tree.sources)],
            testTargets: tree.tests.isEmpty ? [] : [TargetSources(name: "\(spec.label)Tests", path: "", kind: .test, files: tree.tests)]
        )
        let workspace = Workspace(
            root: spec.path, packageName: spec.label, domains: [spec.label], modules: [module],
            shared: [], parity: nil, unattachedTests: [], tooling: [], unreadable: tree.unreadable
        )
        // A folder's frameworks are Apple's (UIKit, SwiftUI, CoreData…) unless the options said otherwise.
        let measured = StaticMeasurer(
            catalog: PatternCatalog(patterns: [spec.pattern]), readers: [spec.pattern.name: spec.reader], frameworks: spec.frameworks
        ).measure(workspace)
        guard var report = measured.modules.first else {
            throw MetricsError.options("--path \(spec.path): could not be measured")
        }
        // A folder has no targets; its files are the figures.
        report.targets = []
        report.testTargets = []
        let skipped = Set(measured.skipped.map(\.path))
        let all = (tree.sources + tree.tests).filter { !skipped.contains($0) }.map { "\(spec.path)/\($0)" }
        var setting = TreeSetting(
            label: spec.label, path: spec.path, pattern: spec.pattern.name, module: spec.id,
            roles: spec.pattern.roles.map { RoleAddition(role: $0.name, suffixes: $0.suffixes) },
            filesWithoutFinalNewline: SwiftTree.filesWithoutFinalNewline(all),
            folderRoles: spec.reader.folderRoles, attribution: measured.attributions[spec.id] ?? []
        )
        setting.uiFrameworks = spec.frameworks.toolkit.sorted()
        setting.storageFrameworks = spec.frameworks.storage.sorted()
        let absolute = measured.skipped.map { SkippedFile(path: $0.path == "." ? spec.path : "\(spec.path)/\($0.path)", reason: $0.reason) }
        return Result(module: report, setting: setting, skipped: absolute)
    }
}
