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
        let failures = ReportHeader.failures(report)
        if !failures.isEmpty {
            text += "\n### Failed modules\n\n" + failures.map { "- \(ReportTable.escapeMarkdown($0))\n" }.joined()
        }
        if !report.notes.isEmpty {
            text += "\n### Notes\n\n" + report.notes.map { "- \($0)\n" }.joined()
        }
        if let timing = report.buildTiming {
            text += "\n### How build times were measured\n\n"
            text += "- Scratch path `\(report.settings.scratchPath)/timing` (the package's own `.build` is never used); dependencies built first.\n"
            text += "- Full rebuild: every source of the module touched (content unchanged), `swift build --target <module>`. Incremental: one representative file touched. Test target: every test source touched, `swift build --target <module>Tests`. Modification times are restored afterwards.\n"
            text += "- \(timing.overheadMethod)\n"
            text += "- Modules are measured round-robin, one round after the other, starting one module later each round; \(timing.warmupRuns) warm-up round(s) (a full and a test-target rebuild of every module) discarded.\n"
            if let spread = timing.maxFullRebuildSpread {
                text += "- Largest full-rebuild spread (max − min) / median: \(Format.decimal(spread * 100)) % (threshold \(Format.decimal(timing.spreadThreshold * 100, places: 0)) %)\(timing.noisy ? " — **the machine was too noisy**" : "").\n"
            }
            text += "- Build phase took \(Format.duration(timing.phaseSeconds)).\n"
        }
        return text
    }
}
