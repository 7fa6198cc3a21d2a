/// One role-dependency graph as the reports draw it: a pattern with its domains' edges summed
/// (workspace runs), or one folder (`--path` runs). Roles in the pattern's order, `Other` last
/// when it has edges.
struct DependencyGraph: Equatable {
    var title: String
    var roles: [String]
    /// Role → role edges, self-edges (a role's files using its other files) included.
    var edges: [DependencyEdge]
    var rules: [String]
    var violations: Int

    /// References of each role's files to its own role's other files.
    func selfReferences(of role: String) -> Int {
        edges.first { $0.kind == .role && $0.from == role && $0.to == role }?.references ?? 0
    }

    /// The shared kinds a role uses, in `FrameworkSets.Kind` order.
    func shared(of role: String) -> [DependencyEdge] {
        edges.filter { $0.kind == .shared && $0.from == role }
    }

    /// Edges between two different roles.
    var crossEdges: [DependencyEdge] {
        edges.filter { $0.kind == .role && $0.from != $0.to && roles.contains($0.from) && roles.contains($0.to) }
    }

    /// `1 reference`, `3 references`.
    static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }

    /// `ViewModel → View: 3 references in 2 files, 1 breaks a rule`.
    static func describe(_ edge: DependencyEdge) -> String {
        let broken = edge.violations == 0 ? "" : ", \(edge.violations) \(edge.violations == 1 ? "breaks" : "break") a rule"
        return "\(edge.from) → \(edge.to): \(count(edge.references, "reference")) in \(count(edge.files, "file"))\(broken)"
    }

    /// The graphs of a report: one per folder of a `--path` run, one per pattern of the workspace.
    static func graphs(of report: MetricsReport, catalog: PatternCatalog = .standard) -> [DependencyGraph] {
        let folders = Set(report.settings.trees?.map(\.module) ?? [])
        var graphs: [DependencyGraph] = []
        for module in report.modules where folders.contains(module.id) {
            guard let figures = module.dependencies else { continue }
            let roles = module.roles.map(\.name).filter { $0 != PatternCatalog.otherRole }
            graphs.append(make(title: module.id, roles: roles, figures: [figures]))
        }
        let workspace = report.modules.filter { !folders.contains($0.id) && $0.dependencies != nil }
        var patterns: [String] = []
        for module in workspace where !patterns.contains(module.pattern) { patterns.append(module.pattern) }
        for pattern in patterns {
            let modules = workspace.filter { $0.pattern == pattern }
            let roles = catalog.pattern(named: pattern)?.roles.map(\.name)
                ?? modules.first?.roles.map(\.name).filter { $0 != PatternCatalog.otherRole } ?? []
            let domains = modules.map(\.domain).joined(separator: " + ")
            graphs.append(make(title: "\(pattern) (\(domains))", roles: roles, figures: modules.compactMap(\.dependencies)))
        }
        return graphs
    }

    private static func make(title: String, roles: [String], figures: [DependencyFigures]) -> DependencyGraph {
        var summed: [DependencyEdge] = []
        for edge in figures.flatMap(\.edges) {
            if let index = summed.firstIndex(where: { $0.from == edge.from && $0.to == edge.to && $0.kind == edge.kind }) {
                summed[index].references += edge.references
                summed[index].files += edge.files
                summed[index].violations += edge.violations
            } else {
                summed.append(edge)
            }
        }
        var order = roles
        let other = PatternCatalog.otherRole
        if summed.contains(where: { $0.from == other || $0.to == other }) { order.append(other) }
        for edge in summed where edge.kind == .role {
            for role in [edge.from, edge.to] where !order.contains(role) { order.append(role) }
        }
        var rules: [String] = []
        for rule in figures.flatMap(\.rules) where !rules.contains(rule) { rules.append(rule) }
        return DependencyGraph(
            title: title, roles: order, edges: summed, rules: rules,
            violations: figures.reduce(0) { $0 + $1.violations.count }
        )
    }
}
