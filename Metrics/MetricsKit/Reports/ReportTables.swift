import Foundation

/// The tables every format shows, built once from the report.
public struct ReportTables: Sendable {
    public var report: MetricsReport

    public init(report: MetricsReport) {
        self.report = report
    }

    /// In reading order; `compact` leaves out the per-role detail (the terminal shows one line per module).
    public func all(compact: Bool) -> [ReportTable] {
        if let trees = report.settings.trees { return TreeTables(report: report, trees: trees).all(compact: compact) + DependencyTables(report: report).all() }
        var tables = [patterns()]
        if let baseline = baseline() { tables.append(baseline) }
        if let buys = BuysTables.patterns(report) { tables.append(buys) }
        tables += [size(), compact ? rolesCompact() : rolesDetailed()]
        tables += [BuysTables.modules(report), compact ? nil : BuysTables.roles(report)].compactMap { $0 }
        if let layers = layers() { tables.append(layers) }
        tables.append(tests())
        if report.buildTiming != nil { tables.append(builds()) }
        tables += runtime()
        tables += changeCost()
        tables += UIMoveTables(report: report)?.all(files: !compact) ?? []
        tables += TraceTables(report: report)?.all() ?? []
        tables += [MutationTables.modules(report), MutationTables.patternRoles(report)].compactMap { $0 }
        if !compact { tables += [MutationTables.moduleRoles(report), MutationTables.survivors(report)].compactMap { $0 } }
        tables += DependencyTables(report: report).all()
        tables.append(shared())
        if !compact, let other = otherFiles() { tables.append(other) }
        return tables
    }

    public func patterns() -> ReportTable {
        let full = report.buildTiming != nil
        var headers = ["Pattern", "Modules", "Files", "Code", "Comment", "Test code", "Tests", "Coverage own", "Coverage parity"]
        if full { headers.append("Full rebuild s [95 % CI]") }
        let rows: [[String]] = report.patterns.map { summary -> [String] in
            var row: [String] = [
                summary.pattern + (summary.failedModules.isEmpty ? "" : " (failed: \(summary.failedModules.joined(separator: ", ")))"),
                String(summary.modules.count), String(summary.size.files), String(summary.size.code),
                String(summary.size.comment), String(summary.testCode.code),
                summary.listedTests.map(String.init) ?? "\(summary.declaredTests) declared",
                Format.percent(summary.coverageOwn), Format.percent(summary.coverageParity),
            ]
            if full { row.append(Format.build(summary.build.first { $0.kind == .full })) }
            return row
        }
        return ReportTable(
            title: "Per pattern (both domains summed)", headers: headers, rows: rows,
            caption: full ? "Build times: sum over domains of each module's median, [95 % bootstrap interval]; ×: ratio to the fastest pattern [its 95 % interval]; ≈: the interval includes 1, so the difference is not measurable on this machine." : nil
        )
    }

    /// Every pattern beside the baseline (MVC, the plain way): what its roles cost in files,
    /// code lines, tests and build time. Nil when the baseline was not measured.
    public func baseline() -> ReportTable? {
        guard let name = report.baseline, let base = report.patterns.first(where: { $0.pattern == name }) else { return nil }
        let baseBuild = base.build.first { $0.kind == .full }
        let timed = baseBuild != nil
        var headers = ["Pattern", "Files", "Δ files", "Code", "Δ code", "Δ code %", "Tests", "Δ tests"]
        if timed { headers += ["Full rebuild s", "Δ s"] }
        let tests = { (summary: PatternSummary) in summary.listedTests ?? summary.declaredTests }
        let rows = report.patterns.map { summary in
            let isBase = summary.pattern == name
            var row = [
                summary.pattern + (isBase ? " (baseline)" : ""),
                String(summary.size.files), isBase ? "" : Format.signed(summary.size.files - base.size.files),
                String(summary.size.code), isBase ? "" : Format.signed(summary.size.code - base.size.code),
                isBase || base.size.code == 0 ? "" : Format.signed(Int((Double(summary.size.code - base.size.code) * 100 / Double(base.size.code)).rounded())) + " %",
                String(tests(summary)), isBase ? "" : Format.signed(tests(summary) - tests(base)),
            ]
            if timed {
                let build = summary.build.first { $0.kind == .full }
                row.append(build.map { Format.seconds($0.median) } ?? "–")
                if isBase {
                    row.append("")
                } else if let median = build?.median, let baseMedian = baseBuild?.median {
                    row.append(Format.signedSeconds(median - baseMedian))
                } else {
                    row.append("–")
                }
            }
            return row
        }
        return ReportTable(
            title: "Difference to \(name), the baseline (both domains summed)", headers: headers, rows: rows,
            caption: "Δ: the pattern minus \(name). Tests: listed by `swift test list` where tests ran, declared otherwise. Build: sum over domains of each module's median full rebuild."
        )
    }

    public func size() -> ReportTable {
        let rows = report.modules.map { module in
            [
                module.id, module.status == "ok" ? "ok" : "FAILED", String(module.size.files), String(module.size.code),
                String(module.size.comment), String(module.size.blank), String(module.shape.types),
                String(module.shape.protocols), String(module.shape.functions),
                Format.longest(module.shape.longestFunction), Format.decimal(module.shape.averageFunctionLines),
            ]
        }
        return ReportTable(
            title: "Size and shape per module",
            headers: ["Module", "Status", "Files", "Code", "Comment", "Blank", "Types", "Protocols", "Functions", "Longest fn", "Avg fn"],
            rows: rows,
            caption: "Lines by swift-syntax: code = has a token; comment = only comments; blank = only whitespace. Functions: func/init/deinit with a body, length in code lines."
        )
    }

    public func rolesCompact() -> ReportTable {
        let rows = report.modules.map { module in
            [module.id, module.roles.filter { $0.lines.files > 0 }.map { "\($0.name) \($0.lines.code)" }.joined(separator: " · ")]
        }
        return ReportTable(
            title: "Code lines by role", headers: ["Module", "Role code lines"], alignments: [.left, .left], rows: rows
        )
    }

    public func rolesDetailed() -> ReportTable {
        var rows: [[String]] = []
        for summary in report.patterns {
            let total = max(summary.size.code, 1)
            for role in summary.roles {
                let perDomain = report.modules.filter { $0.pattern == summary.pattern }.map { module in
                    String(module.roles.first { $0.name == role.name }?.lines.code ?? 0)
                }
                rows.append([
                    summary.pattern, role.name, String(role.lines.files), String(role.lines.code),
                    String(format: "%.0f %%", Double(role.lines.code) * 100 / Double(total)),
                    perDomain.joined(separator: " + "),
                ])
            }
        }
        let domains = report.modules.map(\.domain).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return ReportTable(
            title: "Code lines by role (per pattern)",
            headers: ["Pattern", "Role", "Files", "Code", "Share", "Per domain"], rows: rows,
            caption: "Role from the file-name suffix (`<Scene><Role>.swift`); Other = no role suffix. Per domain: \(domains.joined(separator: " + "))."
        )
    }

    public func layers() -> ReportTable? {
        let layered = report.modules.filter { !$0.layers.isEmpty }
        guard let first = layered.first else { return nil }
        let names = layered.flatMap { $0.layers.map(\.name) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return ReportTable(
            title: "Code lines by layer (\(first.pattern))", headers: ["Module"] + names,
            rows: layered.map { module in [module.id] + names.map { name in String(module.layers.first { $0.name == name }?.lines.code ?? 0) } }
        )
    }

    public func tests() -> ReportTable {
        var rows = report.modules.map { module in
            [
                module.id, String(module.testCode.files), String(module.testCode.code), String(module.declaredTests),
                Format.tests(module.tests, declared: module.declaredTests),
                module.tests?.seconds.map(Format.seconds) ?? "–",
                Format.percent(module.coverage?.own), Format.percent(module.coverage?.parity),
            ]
        }
        if let parity = report.parity {
            rows.append([
                "\(parity.target) (parity)", String(parity.testCode.files), String(parity.testCode.code),
                String(parity.declaredTests), Format.tests(parity.tests, declared: parity.declaredTests),
                parity.tests?.seconds.map(Format.seconds) ?? "–", "", "",
            ])
        }
        return ReportTable(
            title: "Tests and coverage",
            headers: ["Module", "Test files", "Test code", "Declared", "Run", "Time s", "Coverage own", "Coverage parity"],
            rows: rows,
            caption: "Declared: @Test functions and XCTest test methods in the sources. Run: as `swift test list` lists them. Coverage: lines of the module covered by its own test targets / by the parity suite (llvm-cov)."
        )
    }

    public func builds() -> ReportTable {
        let rows = report.modules.map { module in
            [
                module.id, Format.build(module.build?.full), Format.build(module.build?.incremental),
                Format.build(module.build?.test), module.build.map { Format.seconds($0.overheadSeconds) } ?? "–",
                module.build?.full.map { String(format: "%.0f %%", $0.spread * 100) } ?? "–",
            ]
        }
        let timing = report.buildTiming
        var caption = "Seconds, median [95 % confidence interval of the median, from order statistics; * = fewer than 6 runs, so min–max with less confidence] of \(timing?.runs ?? 0) runs after \(timing?.warmupRuns ?? 0) warm-up, \(timing?.configuration ?? "debug"); ×: ratio to the fastest pattern of the domain [95 % bootstrap interval]; ≈: that interval includes 1 — the difference is not measurable on this machine. The module's compiler commands are timed directly; Overhead: SwiftPM's null build, part of no figure."
        if timing?.noisy == true {
            caption += " NOISY: spread above \(Int((timing?.spreadThreshold ?? 0.1) * 100)) %"
            if let noise = timing?.noiseFloor { caption += "; the noise probe alone spread \(Format.decimal(noise.spread * 100, places: 0)) %" }
            caption += "."
        }
        return ReportTable(
            title: "Build time per module",
            headers: ["Module", "Full rebuild", "Incremental", "Test target", "Overhead", "Spread full"],
            rows: rows, caption: caption
        )
    }

    public func shared() -> ReportTable {
        ReportTable(
            title: "Shared modules (not part of any pattern)",
            headers: ["Module", "Domain", "Kind", "Files", "Code", "Comment", "Types", "Test code", "Declared tests"],
            alignments: [.left, .left, .left, .right, .right, .right, .right, .right, .right],
            rows: report.shared.map { module in
                [
                    module.name, module.domain ?? "both", module.kind, String(module.size.files), String(module.size.code),
                    String(module.size.comment), String(module.shape.types), String(module.testCode.code), String(module.declaredTests),
                ]
            },
            footerRows: [[
                "Total", "", "", String(report.shared.reduce(0) { $0 + $1.size.files }),
                String(report.shared.reduce(0) { $0 + $1.size.code }), String(report.shared.reduce(0) { $0 + $1.size.comment }),
                String(report.shared.reduce(0) { $0 + $1.shape.types }), String(report.shared.reduce(0) { $0 + $1.testCode.code }),
                String(report.shared.reduce(0) { $0 + $1.declaredTests }),
            ]]
        )
    }

    public func otherFiles() -> ReportTable? {
        let rows = report.modules.flatMap { module in module.otherFiles.map { [module.id, $0] } }
        guard !rows.isEmpty else { return nil }
        return ReportTable(title: "Files with no role suffix (counted as Other)", headers: ["Module", "File"], alignments: [.left, .left], rows: rows)
    }
}
