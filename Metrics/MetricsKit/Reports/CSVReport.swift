import Foundation

/// `metrics.csv`: one measurement per row (`scope,domain,pattern,module,group,metric,value,unit`),
/// easy to filter and pivot in a spreadsheet. Run-wide facts come first with scope `run`.
public enum CSVReport {
    public static let header = ["scope", "domain", "pattern", "module", "group", "metric", "value", "unit"]

    public static func render(_ report: MetricsReport) -> String {
        var rows: [[String]] = [header]
        func add(_ scope: String, _ domain: String, _ pattern: String, _ module: String, _ group: String, _ metric: String, _ value: String, _ unit: String = "") {
            rows.append([scope, domain, pattern, module, group, metric, value, unit])
        }
        let environment = report.environment
        // Typed, as the other literals below: untyped, this list cost the type checker 1.6 s a build.
        let facts: [(metric: String, value: String)] = [
            ("schema_version", String(report.schemaVersion)), ("commit", environment.commit), ("dirty", String(environment.dirty)),
            ("toolchain", environment.toolchain), ("os", environment.os), ("cpu_model", environment.cpuModel),
            ("cpu_count", String(environment.cpuCount)), ("date", environment.date), ("mode", report.settings.mode),
            ("configuration", report.settings.configuration), ("runs", String(report.settings.runs)),
            ("warmup_runs", String(report.settings.warmupRuns)),
            ("patterns", report.settings.patterns.joined(separator: " ")), ("domains", report.settings.domains.joined(separator: " ")),
            ("duration", String(report.durationSeconds)),
            ("phases", (report.settings.phases ?? []).joined(separator: "; ")),
            ("phases_left_out", (report.settings.phasesLeftOut ?? []).joined(separator: "; ")),
        ]
        for (metric, value) in facts {
            add("run", "", "", "", "", metric, value)
        }
        if let noise = report.buildTiming?.noiseFloor {
            add("run", "", "", "", "noise_probe", "median", String(noise.median), "s")
            add("run", "", "", "", "noise_probe", "spread", Format.decimal(noise.spread, places: 4), "ratio")
        }
        func lines(_ scope: String, _ domain: String, _ pattern: String, _ module: String, _ group: String, _ counts: LineCounts) {
            add(scope, domain, pattern, module, group, "files", String(counts.files), "files")
            add(scope, domain, pattern, module, group, "code", String(counts.code), "lines")
            add(scope, domain, pattern, module, group, "comment", String(counts.comment), "lines")
            add(scope, domain, pattern, module, group, "blank", String(counts.blank), "lines")
            add(scope, domain, pattern, module, group, "physical", String(counts.total), "lines")
        }
        func shape(_ scope: String, _ domain: String, _ pattern: String, _ module: String, _ shape: Shape) {
            add(scope, domain, pattern, module, "shape", "types", String(shape.types))
            add(scope, domain, pattern, module, "shape", "protocols", String(shape.protocols))
            add(scope, domain, pattern, module, "shape", "functions", String(shape.functions))
            add(scope, domain, pattern, module, "shape", "longest_function", String(shape.longestFunction?.codeLines ?? 0), "lines")
            add(scope, domain, pattern, module, "shape", "average_function", Format.decimal(shape.averageFunctionLines, places: 2), "lines")
        }
        for module in report.modules {
            let (scope, domain, pattern, id) = ("module", module.domain, module.pattern, module.id)
            add(scope, domain, pattern, id, "status", "status", module.status)
            lines(scope, domain, pattern, id, "size", module.size)
            for role in module.roles { lines(scope, domain, pattern, id, "role:\(role.name)", role.lines) }
            for layer in module.layers { lines(scope, domain, pattern, id, "layer:\(layer.name)", layer.lines) }
            shape(scope, domain, pattern, id, module.shape)
            lines(scope, domain, pattern, id, "test_code", module.testCode)
            add(scope, domain, pattern, id, "tests", "declared", String(module.declaredTests), "tests")
            if let tests = module.tests {
                add(scope, domain, pattern, id, "tests", "listed", String(tests.listed), "tests")
                add(scope, domain, pattern, id, "tests", "status", tests.status)
                add(scope, domain, pattern, id, "tests", "passed", String(tests.passed), "tests")
                add(scope, domain, pattern, id, "tests", "failed", String(tests.failed), "tests")
                if let seconds = tests.seconds { add(scope, domain, pattern, id, "tests", "time", String(seconds), "s") }
            }
            let coverages: [(name: String, coverage: Coverage?)] = [("own", module.coverage?.own), ("parity", module.coverage?.parity)]
            for (name, coverage) in coverages {
                guard let coverage else { continue }
                add(scope, domain, pattern, id, "coverage:\(name)", "covered_lines", String(coverage.coveredLines), "lines")
                add(scope, domain, pattern, id, "coverage:\(name)", "lines", String(coverage.lines), "lines")
                add(scope, domain, pattern, id, "coverage:\(name)", "percent", Format.decimal(coverage.percent, places: 2), "%")
            }
            if let build = module.build {
                add(scope, domain, pattern, id, "build", "overhead", String(build.overheadSeconds), "s")
                for kind in BuildKind.allCases {
                    guard let figure = build.figure(kind) else { continue }
                    let group = "build:\(kind.rawValue)"
                    add(scope, domain, pattern, id, group, "median", String(figure.median), "s")
                    add(scope, domain, pattern, id, group, "min", String(figure.min), "s")
                    add(scope, domain, pattern, id, group, "max", String(figure.max), "s")
                    add(scope, domain, pattern, id, group, "spread", Format.decimal(figure.spread, places: 4), "ratio")
                    add(scope, domain, pattern, id, group, "cpu_median", String(Statistics(figure.cpuSamples).median), "s")
                    add(scope, domain, pattern, id, group, "compiled_files", String(figure.compiledFiles.max() ?? 0), "files")
                    if let interval = figure.medianInterval {
                        add(scope, domain, pattern, id, group, "median_ci_low", String(interval.low), "s")
                        add(scope, domain, pattern, id, group, "median_ci_high", String(interval.high), "s")
                        add(scope, domain, pattern, id, group, "median_ci_confidence", Format.decimal(interval.confidence, places: 4), "ratio")
                    }
                    if let ratio = figure.ratioToFastest { add(scope, domain, pattern, id, group, "ratio_to_fastest", String(ratio), "ratio") }
                    if let interval = figure.ratioInterval {
                        add(scope, domain, pattern, id, group, "ratio_ci_low", String(interval.low), "ratio")
                        add(scope, domain, pattern, id, group, "ratio_ci_high", String(interval.high), "ratio")
                    }
                }
            }
        }
        for summary in report.patterns {
            let pattern = summary.pattern
            lines("pattern", "", pattern, "", "size", summary.size)
            for role in summary.roles { lines("pattern", "", pattern, "", "role:\(role.name)", role.lines) }
            shape("pattern", "", pattern, "", summary.shape)
            lines("pattern", "", pattern, "", "test_code", summary.testCode)
            if let listed = summary.listedTests { add("pattern", "", pattern, "", "tests", "listed", String(listed), "tests") }
            for build in summary.build {
                add("pattern", "", pattern, "", "build:\(build.kind.rawValue)", "median", String(build.median), "s")
                let group = "build:\(build.kind.rawValue)"
                if let interval = build.interval {
                    add("pattern", "", pattern, "", group, "median_ci_low", String(interval.low), "s")
                    add("pattern", "", pattern, "", group, "median_ci_high", String(interval.high), "s")
                }
                if let ratio = build.ratioToFastest { add("pattern", "", pattern, "", group, "ratio_to_fastest", String(ratio), "ratio") }
                if let interval = build.ratioInterval {
                    add("pattern", "", pattern, "", group, "ratio_ci_low", String(interval.low), "ratio")
                    add("pattern", "", pattern, "", group, "ratio_ci_high", String(interval.high), "ratio")
                }
            }
        }
        for module in report.shared {
            lines("shared", module.domain ?? "", "", module.name, "size", module.size)
            shape("shared", module.domain ?? "", "", module.name, module.shape)
            lines("shared", module.domain ?? "", "", module.name, "test_code", module.testCode)
        }
        if let parity = report.parity {
            lines("parity", "", "", parity.target, "test_code", parity.testCode)
            if let tests = parity.tests {
                add("parity", "", "", parity.target, "tests", "listed", String(tests.listed), "tests")
                add("parity", "", "", parity.target, "tests", "status", tests.status)
            }
        }
        rows += BuysTables.csvRows(report)
        if let runtime = report.runtime { rows += RuntimeTables.csvRows(runtime) }
        if let changeCost = report.changeCost { rows += ChangeCostTables.csvRows(changeCost) }
        rows += UIMoveTables(report: report)?.csvRows() ?? []
        rows += DependencyTables(report: report).csvRows()
        rows += MutationTables.csvRows(report)
        rows += TraceTables(report: report)?.csvRows() ?? []
        return rows.map { $0.map(quote).joined(separator: ",") }.joined(separator: "\n") + "\n"
    }

    /// RFC 4180 quoting, of the field's visible characters (``PrintableText``): a file name's
    /// control characters would drive the terminal that shows the file.
    static func quote(_ field: String) -> String {
        let field = PrintableText.line(field)
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
