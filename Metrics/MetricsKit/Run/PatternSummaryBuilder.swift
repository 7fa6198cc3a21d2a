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
            let medians = complete.compactMap { summary in summary.build.first { $0.kind == kind }.map { (summary.pattern, $0.median) } }
            guard let fastest = medians.filter({ $0.1 > 0 }).min(by: { $0.1 < $1.1 }) else { continue }
            for index in summaries.indices where complete.contains(where: { $0.pattern == summaries[index].pattern }) {
                guard let position = summaries[index].build.firstIndex(where: { $0.kind == kind }) else { continue }
                let pattern = summaries[index].pattern
                summaries[index].build[position].ratioToFastest = (summaries[index].build[position].median / fastest.1).rounded(toPlaces: 3)
                guard pattern != fastest.0 else { continue }
                let mine = samples(of: pattern, kind, modules), theirs = samples(of: fastest.0, kind, modules)
                summaries[index].build[position].ratioInterval = Bootstrap().interval(
                    of: mine + theirs, seed: Bootstrap.seed("\(pattern) \(kind.rawValue)")
                ) { sets in Self.sumOfMedians(sets.prefix(mine.count)) / Self.sumOfMedians(sets.suffix(theirs.count)) }?.rounded
            }
        }
        return summaries
    }

    /// Each domain's samples of a pattern's build of `kind`, in domain order.
    private func samples(of pattern: String, _ kind: BuildKind, _ modules: [ModuleReport]) -> [[Double]] {
        modules.filter { $0.pattern == pattern }.compactMap { $0.build?.figure(kind)?.samples }
    }

    static func sumOfMedians(_ sets: some Collection<[Double]>) -> Double {
        sets.reduce(0) { $0 + Bootstrap.median($1) }
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
                max: figures.reduce(0) { $0 + $1.max }.rounded(toPlaces: 4),
                interval: Bootstrap().interval(of: figures.map(\.samples), seed: Bootstrap.seed("\(pattern) sum \(kind.rawValue)")) {
                    Self.sumOfMedians($0)
                }?.rounded
            ))
        }
        var summary = PatternSummary(
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
        let buys = modules.compactMap(\.buys)
        // Violations only where every module's dependencies were read (reports older than the check have none).
        let dependencies = modules.compactMap(\.dependencies)
        let violations = dependencies.count == modules.count ? dependencies.reduce(0) { $0 + $1.violations.count } : nil
        if !buys.isEmpty {
            summary.buys = PatternBuys(total: buys.reduce(.zero) { $0 + $1.total }, ruleViolations: violations)
            // A score only where every module of the pattern was mutated.
            let mutated = modules.compactMap(\.mutation)
            if mutated.count == modules.count, mutated.allSatisfy({ $0.failure == nil }) {
                let results = mutated.flatMap(\.mutants)
                let tally = MutationTally(name: pattern, outcomes: results.map(\.outcome))
                var roleOrder: [String] = []
                for role in mutated.flatMap(\.roles).map(\.name) where !roleOrder.contains(role) { roleOrder.append(role) }
                summary.buys?.mutation = tally
                summary.buys?.mutationScore = tally.score
                summary.buys?.mutationRoles = MutationTally.perRole(results, order: roleOrder)
            }
        }
        return summary
    }
}
