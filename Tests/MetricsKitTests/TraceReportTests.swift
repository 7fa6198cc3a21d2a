import Foundation
@testable import MetricsKit
import Testing

/// The reading cost in every format: its tables, the line per pattern, Mermaid in Markdown, SVG in HTML, rows in CSV.
@Suite struct TraceReportTests {
    private let report = SampleReport.makeWithTrace()

    @Test func everyFormatShowsTheTables() {
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("### Reading cost per pattern beside change cost"))
        #expect(markdown.contains("### Reading cost per action"))
        #expect(markdown.contains("| FootballGather | sign in | MVVM | 5 | 2 | 2 | 2 | 3 | 4 | 2 |"))
        #expect(markdown.contains("- **MVVM**: to follow this action you read 5 functions in 2 files across 2 roles."))
        #expect(markdown.contains("```mermaid\nsequenceDiagram\n    box transparent Toolkit\n        participant p0 as Toolkit\n    end"))
        #expect(markdown.contains("    p1->>p2: login() ×2"))
        #expect(markdown.contains("Note over p0,p2: … 1 more calls"))
        #expect(TextReport.render(report).contains("Reading cost over every command of the journeys"))
        let html = HTMLReport.render(report)
        #expect(html.contains("<h2>Reading cost, drawn</h2>"))
        #expect(html.contains("<svg class=\"trace\""))
        #expect(html.contains(">login() ×2</text>"))
        #expect(CSVReport.render(report).contains("module,FootballGather,MVVM,FootballGather/MVVM,trace: sign in,role_hops,3,role_hops"))
    }

    @Test func theChangeCostStandsBesideTheReadingCost() throws {
        let table = try #require(TraceTables(report: report)).patterns()
        #expect(table.headers.last == "Change cost (code lines changed, × fewest)")
        let cost = try #require(report.changeCost?.totals.first { $0.pattern == "MVVM" })
        #expect(table.rows.first?.last?.hasPrefix(String(cost.cost.codeChanged)) == true)
    }

    @Test func aReportWithoutATraceShowsNone() {
        #expect(!MarkdownReport.render(SampleReport.make()).contains("Reading cost"))
    }
}
