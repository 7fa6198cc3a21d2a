/// The mutation tables: the share of planted bugs each module's own tests caught, per module,
/// per role and per pattern, each with its 95 % Wilson interval, and the survivors a reader can open.
enum MutationTables {
    /// `72.0 % [60.1–81.2]`, or `–` with nothing scored.
    static func score(_ tally: MutationTally?) -> String {
        guard let tally, let score = tally.score else { return "–" }
        let interval = tally.interval.map { " [\(Format.decimal($0.low))–\(Format.decimal($0.high))]" } ?? ""
        return "\(Format.decimal(score)) %\(interval)"
    }

    static let caption = "Score: mutants caught (a test failed, or the run timed out) / mutants scored (caught, survived, not covered), [95 % Wilson interval]. Not covered: on a line no test of the module runs (llvm-cov), survived without a run. Not compiled and not run are outside the score. How the mutants are made: `Metrics/Reports/README.md`, \"Mutation score\"."

    private static let countHeaders = ["Mutants", "Killed", "Timed out", "Survived", "Not covered", "Not compiled", "Not run", "Score [95 % CI]"]

    private static func counts(_ tally: MutationTally) -> [String] {
        [tally.killed + tally.timedOut + tally.survived + tally.notCovered + tally.notCompiled + tally.notRun, tally.killed, tally.timedOut,
         tally.survived, tally.notCovered, tally.notCompiled, tally.notRun].map(String.init) + [score(tally)]
    }

    /// One row per mutated module. Nil when no module was mutated.
    static func modules(_ report: MetricsReport) -> ReportTable? {
        let rows: [[String]] = report.modules.compactMap { module in
            guard let mutation = module.mutation else { return nil }
            if let failure = mutation.failure { return [module.id, "failed: \(failure)"] + Array(repeating: "", count: countHeaders.count - 1) }
            return [module.id] + counts(mutation.total)
        }
        guard !rows.isEmpty else { return nil }
        return ReportTable(title: "Mutation score per module (its own tests)", headers: ["Module"] + countHeaders, rows: rows, caption: caption)
    }

    /// One row per role of each pattern (both domains summed): which roles' bugs the tests catch.
    static func patternRoles(_ report: MetricsReport) -> ReportTable? {
        var rows: [[String]] = []
        for summary in report.patterns {
            guard let buys = summary.buys, let total = buys.mutation else { continue }
            for role in buys.mutationRoles ?? [] { rows.append([summary.pattern, role.name, String(role.scored), String(role.caught), score(role)]) }
            rows.append([summary.pattern, "all roles", String(total.scored), String(total.caught), score(total)])
        }
        guard !rows.isEmpty else { return nil }
        return ReportTable(
            title: "Mutation score per pattern and role (both domains summed)", headers: ["Pattern", "Role", "Scored", "Caught", "Score [95 % CI]"],
            alignments: [.left, .left, .right, .right, .right], rows: rows,
            caption: "A role with few mutants has a wide interval: read the per-role scores as where the tests look, not as a ranking."
        )
    }

    /// One row per role of every mutated module.
    static func moduleRoles(_ report: MetricsReport) -> ReportTable? {
        var rows: [[String]] = []
        for module in report.modules {
            for role in module.mutation?.roles ?? [] { rows.append([module.id, role.name] + counts(role)) }
        }
        guard !rows.isEmpty else { return nil }
        return ReportTable(
            title: "Mutation score per module and role", headers: ["Module", "Role"] + countHeaders,
            alignments: [.left, .left] + countHeaders.map { _ in .right }, rows: rows
        )
    }

    /// Every mutant the tests let through, by module, file and line.
    static func survivors(_ report: MetricsReport) -> ReportTable? {
        var rows: [[String]] = []
        for module in report.modules {
            for mutant in module.mutation?.survivors ?? [] {
                rows.append([module.id, "\(mutant.file):\(mutant.line)", mutant.role, mutant.mutationOperator.label, mutant.change, mutant.outcome.rawValue])
            }
        }
        guard !rows.isEmpty else { return nil }
        return ReportTable(
            title: "Surviving mutants (what each pattern's tests miss)", headers: ["Module", "Where", "Role", "Operator", "Change", "Outcome"],
            alignments: [.left, .left, .left, .left, .left, .left], rows: rows,
            caption: "Open the file at the line and make the change: every test of the module still passes (survived), or none runs the line (not covered). Some survivors are equivalent mutants, changes no test could notice: `Metrics/Reports/README.md` lists the kinds found by hand."
        )
    }

    /// Each pattern's score over both domains beside line coverage of the same modules by the
    /// same tests, with the score's interval as whisker: coverage says a line ran, the score
    /// whether a test noticed a change to it.
    static func chart(_ report: MetricsReport) -> String? {
        let rows: [BarChart.Row] = report.patterns.compactMap { summary in
            guard let tally = summary.buys?.mutation, let score = tally.score else { return nil }
            let whisker = tally.interval.map { $0.low...$0.high }
            return BarChart.Row(label: summary.pattern, bars: [
                BarChart.Bar(
                    segments: [BarChart.Segment(value: score, color: "#59a14f", tooltip: "\(summary.pattern): \(Self.score(tally)) of \(tally.scored) mutants caught")],
                    whisker: whisker, label: Self.score(tally)
                ),
                BarChart.Bar(
                    segments: [BarChart.Segment(value: summary.coverageOwn?.percent ?? 0, color: "#4e79a7", tooltip: "\(summary.pattern): line coverage by its own tests \(Format.percent(summary.coverageOwn))")],
                    whisker: nil, label: Format.percent(summary.coverageOwn)
                ),
            ])
        }
        guard !rows.isEmpty else { return nil }
        return BarChart(
            rows: rows, legend: [("mutation score (whisker: 95 % Wilson interval)", "#59a14f"), ("line coverage, own tests", "#4e79a7")],
            axisTitle: "% of planted bugs caught by the pattern's own tests, and % of lines they run", fixedMaximum: 100
        ).render()
    }

    static func csvRows(_ report: MetricsReport) -> [[String]] {
        var rows: [[String]] = []
        func tally(_ scope: String, _ domain: String, _ pattern: String, _ module: String, _ group: String, _ tally: MutationTally) {
            func add(_ metric: String, _ value: String, _ unit: String) { rows.append([scope, domain, pattern, module, group, metric, value, unit]) }
            for (metric, value) in [
                ("killed", tally.killed), ("timed_out", tally.timedOut), ("survived", tally.survived), ("not_covered", tally.notCovered),
                ("not_compiled", tally.notCompiled), ("not_run", tally.notRun),
            ] { add(metric, String(value), "mutants") }
            if let score = tally.score { add("score", Format.decimal(score, places: 1), "%") }
            if let interval = tally.interval {
                add("score_low", Format.decimal(interval.low, places: 1), "%")
                add("score_high", Format.decimal(interval.high, places: 1), "%")
            }
        }
        for module in report.modules {
            guard let mutation = module.mutation else { continue }
            tally("module", module.domain, module.pattern, module.id, "mutation", mutation.total)
            for role in mutation.roles { tally("module", module.domain, module.pattern, module.id, "mutation:role:\(role.name)", role) }
            for mutant in mutation.mutants {
                rows.append([
                    "module", module.domain, module.pattern, module.id, "mutant:\(mutant.file):\(mutant.line)", mutant.mutationOperator.rawValue,
                    mutant.outcome.rawValue, "",
                ])
            }
        }
        for summary in report.patterns {
            guard let buys = summary.buys, let total = buys.mutation else { continue }
            tally("pattern", "", summary.pattern, "", "mutation", total)
            for role in buys.mutationRoles ?? [] { tally("pattern", "", summary.pattern, "", "mutation:role:\(role.name)", role) }
        }
        return rows
    }
}
