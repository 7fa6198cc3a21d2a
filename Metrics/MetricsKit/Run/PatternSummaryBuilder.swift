/// Sums each pattern over its domains. Roles keep the pattern's order; build figures add the
/// domains' medians (and their mins and maxes for the range); ratios compare patterns that
/// were measured in the same set of domains.
struct PatternSummaryBuilder {
    func summaries(of modules: [ModuleReport]) -> [PatternSummary] {
        var order: [String] = []
        for module in modules where !order.contains(module.pattern) { order.append(module.pattern) }
        var summaries = order.map { pattern in summary(of: modules.filter { $0.pattern == pattern }, pattern: pattern) }
        for kind in BuildKind.allCases {
            let complete = summaries.filter { summary in
                summary.build.contains { $0.kind == kind } && domainCount(summary, modules) == maxDomains(modules)
            }
            guard let fastest = complete.compactMap({ $0.build.first { $0.kind == kind }?.median }).filter({ $0 > 0 }).min() else { continue }
            for index in summaries.indices where complete.contains(where: { $0.pattern == summaries[index].pattern }) {
                if let position = summaries[index].build.firstIndex(where: { $0.kind == kind }) {
                    summaries[index].build[position].ratioToFastest = (summaries[index].build[position].median / fastest).rounded(toPlaces: 3)
                }
            }
        }
        return summaries
    }

    private func domainCount(_ summary: PatternSummary, _ modules: [ModuleReport]) -> Int {
        Set(modules.filter { $0.pattern == summary.pattern && $0.build != nil }.map(\.domain)).count
    }

    private func maxDomains(_ modules: [ModuleReport]) -> Int {
        Set(modules.map(\.domain)).count
    }

    private func summary(of modules: [ModuleReport], pattern: String) -> PatternSummary {
        var roleOrder: [String] = []
        var roles: [String: LineCounts] = [:]
        for module in modules {
            for role in module.roles {
                if !roleOrder.contains(role.name) { roleOrder.append(role.name) }
                roles[role.name, default: .zero] += role.lines
            }
        }
        let listed = modules.compactMap { $0.tests?.listed }
        let own = modules.compactMap { $0.coverage?.own }
        let parity = modules.compactMap { $0.coverage?.parity }
        var build: [PatternBuild] = []
        for kind in BuildKind.allCases {
            let figures = modules.compactMap { $0.build?.figure(kind) }
            guard !figures.isEmpty, figures.count == modules.filter({ $0.build != nil }).count else { continue }
            build.append(PatternBuild(
                kind: kind,
                median: figures.reduce(0) { $0 + $1.median }.rounded(toPlaces: 4),
                min: figures.reduce(0) { $0 + $1.min }.rounded(toPlaces: 4),
                max: figures.reduce(0) { $0 + $1.max }.rounded(toPlaces: 4)
            ))
        }
        return PatternSummary(
            pattern: pattern, modules: modules.map(\.id), failedModules: modules.filter { $0.status != "ok" }.map(\.id),
            size: modules.reduce(.zero) { $0 + $1.size },
            roles: roleOrder.map { RoleSize(name: $0, lines: roles[$0] ?? .zero) },
            shape: modules.reduce(Shape()) { $0 + $1.shape },
            testCode: modules.reduce(.zero) { $0 + $1.testCode },
            declaredTests: modules.reduce(0) { $0 + $1.declaredTests },
            listedTests: listed.isEmpty ? nil : listed.reduce(0, +),
            coverageOwn: own.isEmpty ? nil : own.reduce(Coverage(coveredLines: 0, lines: 0), +),
            coverageParity: parity.isEmpty ? nil : parity.reduce(Coverage(coveredLines: 0, lines: 0), +),
            build: build
        )
    }
}
