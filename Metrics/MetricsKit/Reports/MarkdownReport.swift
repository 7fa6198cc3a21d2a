/// `metrics.md`: the header, every table in detail, failures, notes and how the numbers were made.
public enum MarkdownReport {
    public static func render(_ report: MetricsReport) -> String {
        var text = "# Architecture metrics\n\n"
        text += "| | |\n| --- | --- |\n"
        for line in ReportHeader.lines(report) {
            text += "| \(line.label) | \(ReportTable.escapeMarkdown(line.value)) |\n"
        }
        for table in ReportTables(report: report).all(compact: false) {
            text += "\n" + table.renderMarkdown()
        }
        text += DependencyTables(report: report).markdown()
        text += TraceTables(report: report)?.markdown() ?? ""
        let failures = ReportHeader.failures(report)
        if !failures.isEmpty {
            text += "\n### Failed modules\n\n" + failures.map { "- \(ReportTable.escapeMarkdown($0))\n" }.joined()
        }
        let skipped = ReportHeader.skipped(report)
        if !skipped.isEmpty {
            text += "\n### \(ReportHeader.skippedTitle)\n\n" + skipped.map { "- \(ReportTable.escapeMarkdown($0))\n" }.joined()
        }
        if !report.notes.isEmpty {
            text += "\n### Notes\n\n" + report.notes.map { "- \(PrintableText.line($0))\n" }.joined()
        }
        if let timing = report.buildTiming {
            text += "\n### How build times were measured\n\n"
            let coverage = report.settings.phases?.contains(RunPhase.coverage.rawValue) ?? true
            let scratch = switch (report.settings.configuration, coverage) {
            case ("debug", true):
                "- Scratch path `\(report.settings.scratchPath)/debug`, shared with the tests: its dependencies are built once, with coverage instrumentation, and every timed command runs without the instrumentation flags.\n"
            case ("debug", false):
                "- The package's own debug build in `.build`, shared with the tests and with `Scripts/test`: the timed commands compile into copies of each timed target's outputs, and the originals are put back afterwards, so the next build compiles nothing.\n"
            default:
                "- Scratch path `\(report.settings.scratchPath)/\(report.settings.configuration)` (the package's own `.build` is not used); dependencies built first.\n"
            }
            text += scratch
            let testTargets = report.settings.phases?.contains(RunPhase.testBuildTiming.rawValue) ?? true
            let testTarget = testTargets ? " Test target: every test source, then the test target's compiler command." : ""
            let incremental = report.settings.phases?.contains(RunPhase.incrementalBuildTiming.rawValue) ?? true
                ? " Incremental: one representative file."
                : " Incremental rebuilds are timed in `--full` only."
            text += "- Full rebuild: every source of the module given a new modification time (content unchanged), then the module's compiler commands.\(incremental)\(testTarget) Modification times are restored afterwards.\n"
            text += "- \(timing.overheadMethod)\n"
            if let jobs = timing.compilerJobs {
                text += "- \(jobs) parallel compile job\(jobs == 1 ? "" : "s") in every timed command (`-j\(jobs)`, set with `--jobs`; SwiftPM itself uses one per core). Serial compiles are the default: on a small machine the way parallel jobs happen to overlap moves the wall time of the same work far more than the work itself varies (`Metrics/Reports/README.md`).\n"
            }
            text += "- Modules are measured round-robin, one round after the other, starting one module later each round; \(timing.warmupRuns) warm-up round(s) (\(testTargets ? "a full and a test-target rebuild" : "a full rebuild") of every module) discarded.\n"
            if let spread = timing.maxFullRebuildSpread {
                text += "- Largest full-rebuild spread (max − min) / median: \(Format.decimal(spread * 100)) % (threshold \(Format.decimal(timing.spreadThreshold * 100, places: 0)) %)\(timing.noisy ? " — **the machine was too noisy**" : "").\n"
            }
            if let noise = timing.noiseFloor {
                text += "- Noise probe (the same CPU work, run before every module's builds in every measured round): median \(Format.seconds(noise.median)) s, spread \(Format.decimal(noise.spread * 100)) % — the machine's own noise in this run.\n"
            }
            text += "- Build phase took \(Format.duration(timing.phaseSeconds)).\n"
        }
        return text
    }
}
