@testable import MetricsKit
import Testing

@Suite struct ReportRenderingTests {
    @Test func statisticsOfASample() {
        let stats = Statistics([3, 1, 2, 10])
        #expect(stats.median == 2.5)
        #expect(stats.min == 1)
        #expect(stats.max == 10)
        #expect(stats.spread == 3.6)
        #expect(Statistics([]).spread == 0)
    }

    @Test func csvQuotesFieldsWithCommasAndQuotes() {
        #expect(CSVReport.quote("plain") == "plain")
        #expect(CSVReport.quote("a, \"b\"") == "\"a, \"\"b\"\"\"")
        let csv = CSVReport.render(SampleReport.make())
        #expect(csv.hasPrefix("scope,domain,pattern,module,group,metric,value,unit\n"))
        #expect(csv.contains("run,,,,,commit,abc,\n"))
        #expect(csv.contains("module,Alpha,MVVM,Alpha/MVVM,role:View,code,8,lines\n"))
        #expect(csv.contains("module,Alpha,MVVM,Alpha/MVVM,build:full,median,2.1,s\n"))
        #expect(csv.contains("module,Alpha,MVVM,Alpha/MVVM,coverage:own,percent,80.00,%\n"))
    }

    @Test func markdownEscapesPipesAndRecordsTheEnvironment() {
        let markdown = MarkdownReport.render(SampleReport.make())
        #expect(markdown.contains("1 test failed \\| with a pipe"))
        #expect(markdown.contains("| Commit | abc (uncommitted changes) |"))
        #expect(markdown.contains("| CPU | 2 × CPU, 8.0 GB RAM |"))
        #expect(markdown.contains("| Date | 2026-01-01T00:00:00Z |"))
        // Three samples: the median's interval is min–max, below 95 % (marked *).
        #expect(markdown.contains("2.10 [2.00–2.20]* ×1.00"))
    }

    @Test func htmlIsSelfContainedWithSevenCharts() {
        let html = HTMLReport.render(SampleReport.make())
        // Size, what it buys, build time, tests, coverage, change cost, role dependencies.
        #expect(html.components(separatedBy: "<svg ").count - 1 == 7)
        #expect(!html.contains("<script"))
        #expect(!html.contains("src="))
        #expect(!html.contains("<link"))
        #expect(html.contains("<dt>Commit</dt><dd>abc (uncommitted changes)</dd>"))
        #expect(html.contains("class=\"whisker\""))
    }

    @Test func chartScaleUsesRoundSteps() {
        #expect(BarChart.scale(7.3) == (8, 2))
        #expect(BarChart.scale(100) == (100, 20))
        #expect(BarChart.scale(0.42) == (0.5, 0.1))
        #expect(BarChart.scale(0) == (1, 0.2))
    }

    @Test func terminalTableAlignsColumns() {
        let table = ReportTable(title: "T", headers: ["Name", "N"], rows: [["a", "1"], ["long", "100"]])
        #expect(table.renderText() == """
            T
            ─────────
            Name    N
            ─────────
            a       1
            long  100
            ─────────

            """)
    }

    @Test func progressLinesShowStepsAndElapsedTime() {
        var written = ""
        let progress = ProgressBar(style: .lines) { written += $0 }
        progress.beginPhase("Phase", steps: 1)
        progress.beginStep("only step")
        progress.endStep()
        progress.endPhase()
        #expect(written.hasPrefix("▸ Phase\n  [1/1] only step — 0s elapsed"))
        #expect(written.hasSuffix("✓ Phase (0s)\n"))
        #expect(ProgressBar.format(.seconds(75)) == "1m15s")
        #expect(ProgressBar.format(.seconds(3_700)) == "1h01m")
    }
}

@Suite struct BaselineTableTests {
    private func report(baseline: String?) -> MetricsReport {
        var report = SampleReport.make()
        var mvc = report.patterns[0]
        mvc.pattern = "MVC"
        mvc.size = LineCounts(files: 2, code: 20)
        mvc.listedTests = 3
        mvc.build = [PatternBuild(kind: .full, median: 1.6, min: 1.5, max: 1.7)]
        report.patterns.insert(mvc, at: 0)
        report.baseline = baseline
        return report
    }

    @Test func everyPatternShowsItsDifferenceToTheBaseline() throws {
        let table = try #require(ReportTables(report: report(baseline: "MVC")).baseline())

        #expect(table.title == "Difference to MVC, the baseline (both domains summed)")
        #expect(table.rows == [
            ["MVC (baseline)", "2", "", "20", "", "", "3", "", "1.60", ""],
            ["MVVM", "3", "+1", "30", "+10", "+50 %", "4", "+1", "2.10", "+0.50"],
        ])
        #expect(ReportTables(report: report(baseline: "MVC")).all(compact: false).map(\.title).prefix(2).last == table.title)
    }

    @Test func noBaselineMeasuredMeansNoTable() {
        #expect(ReportTables(report: report(baseline: nil)).baseline() == nil)
        #expect(ReportTables(report: SampleReport.make()).baseline() == nil)
    }

    @Test func theReadmeResultsShowTheBaselineTable() {
        let text = ReadmeResults.results(report(baseline: "MVC"), reportPath: "Metrics/Reports/metrics.json")

        #expect(text.contains("#### Difference to MVC, the baseline (both domains summed)"))
        #expect(text.contains("| MVVM | 3 | +1 | 30 | +10 | +50 % | 4 | +1 | 2.10 | +0.50 |"))
    }
}
