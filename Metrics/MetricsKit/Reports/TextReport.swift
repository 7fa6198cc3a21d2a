/// The terminal output: the header, compact tables, failures and notes.
public enum TextReport {
    public static func render(_ report: MetricsReport) -> String {
        var text = "Architecture metrics\n"
        for line in ReportHeader.lines(report) {
            text += "  \(line.label.padding(toLength: 10, withPad: " ", startingAt: 0)) \(PrintableText.line(line.value))\n"
        }
        for table in ReportTables(report: report).all(compact: true) {
            text += "\n" + table.renderText()
        }
        let failures = ReportHeader.failures(report)
        if !failures.isEmpty {
            text += "\nFailed modules\n" + failures.map { "  ✗ \(PrintableText.line($0))\n" }.joined()
        }
        let skipped = ReportHeader.skipped(report)
        if !skipped.isEmpty {
            text += "\n\(ReportHeader.skippedTitle)\n" + skipped.map { "  ✗ \(PrintableText.line($0))\n" }.joined()
        }
        if !report.notes.isEmpty {
            text += "\nNotes\n" + report.notes.map { "  • \(PrintableText.line($0))\n" }.joined()
        }
        return text
    }
}
