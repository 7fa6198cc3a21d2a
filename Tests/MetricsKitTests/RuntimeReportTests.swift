import Foundation
@testable import MetricsKit
import Testing

/// The runtime phase's reading of ordo-one/benchmark's JMH export, and its tables, against a
/// recorded export (`Fixtures/Runtime/small.jmh.json`: 8 of the 71 benchmarks of a real run,
/// raw samples dropped) whose figures are known.
@Suite struct RuntimeReportTests {
    static let fixture = Fixture.directory.appendingPathComponent("Runtime/small.jmh.json")

    static func figures() throws -> RuntimeFigures {
        try RuntimeExportParser().parse(try Data(contentsOf: fixture))
    }

    static func report(_ runtime: RuntimeFigures?) -> MetricsReport {
        var report = SampleReport.make()
        report.runtime = runtime
        report.changeCost = nil
        return report
    }

    @Test func readsEveryActionInAppActionAndCatalogOrder() throws {
        let figures = try Self.figures()
        #expect(figures.failures.isEmpty)
        #expect(figures.actions.map { "\($0.app)/\($0.pattern)/\($0.action)" } == [
            "countries/MVC/type a search (all countries)",
            "countries/VIPER/type a search (all countries)",
            "football-gather/MVVM/type into a field",
            "football-gather/CIS/type into a field",
        ])
        let search = try #require(figures.actions.first)
        #expect(search.medianMicroseconds == 1_598.463)
        #expect(search.p99Microseconds == 5_185.535)
        #expect(search.mallocs == 3_029)
        #expect(search.samples == 231)
        #expect(search.ratioToFastest == 1)
        #expect(figures.actions[1].ratioToFastest == 1.13) // 1806.335 / 1598.463
        #expect(figures.actions[3].ratioToFastest == 16.36) // 314.623 / 19.231
    }

    @Test func readsThePhasesInMicroseconds() throws {
        let cis = try #require(try Self.figures().actions.last)
        #expect(cis.eventMicroseconds == 16.719)
        #expect(cis.idleMicroseconds == 39.135)
        #expect(cis.renderMicroseconds == 11.559)
    }

    @Test func readsLaunchAndJourneysPerPatternIgnoringMetricsLeftFromOtherBenchmarks() throws {
        let patterns = try Self.figures().patterns
        #expect(patterns.map { "\($0.app)/\($0.pattern)" } == ["countries/MVC", "countries/VIPER"])
        let mvc = patterns[0]
        #expect(mvc.launchMicroseconds == 11_649.023)
        #expect(mvc.launchMallocs == 47_455)
        #expect(abs((mvc.journeysMilliseconds ?? 0) - 135.528447) < 1e-9)
        #expect(mvc.journeysMallocs == 371_199)
        #expect(mvc.peakMemoryBytes == 40_239_103)
        #expect(mvc.journeyRuns == 13)
        #expect(patterns[1].journeyRuns == 8)
        // The export's launch entries carry phase metrics of earlier benchmarks: not actions.
        #expect(try Self.figures().actions.count == 4)
    }

    @Test func refusesAnExportThatIsNotJMH() throws {
        #expect(throws: MetricsError.self) { try RuntimeExportParser().parse(Data("{}".utf8)) }
        let odd = Data(#"[{"benchmark": "package.benchmark.X.odd", "secondaryMetrics": {}}]"#.utf8)
        #expect(try RuntimeExportParser().parse(odd).failures == ["unexpected benchmark name package.benchmark.X.odd"])
    }

    @Test func actionTableMarksEveryMissedGoal() throws {
        let tables = ReportTables(report: Self.report(try Self.figures())).runtime()
        #expect(tables.count == 3)
        let actions = tables[0]
        #expect(actions.rows.map(\.last) == ["MISS: median, p99", "MISS: median, p99", "ok", "MISS: median, >3× fastest"])
        #expect(actions.rows[3] == ["football-gather", "type into a field", "CIS", "315", "565", "63", "×16.36", "MISS: median, >3× fastest"])
        #expect(actions.caption?.hasSuffix("3 of 4 rows miss.") == true)
        let patterns = tables[1]
        #expect(patterns.rows == [
            ["countries", "MVC", "11.65", "×1.00", "135.5", "×1.00", "371199", "38.4"],
            ["countries", "VIPER", "18.48", "×1.59", "200.9", "×1.48", "370175", "38.0"],
        ])
        let breakdown = tables[2]
        #expect(breakdown.rows.count == 3)
        #expect(breakdown.rows[2] == ["football-gather", "type into a field", "CIS", "315", "17", "39", "12", "idle wait (58 %)"])
    }

    @Test func everyFormatShowsTheRuntime() throws {
        let report = Self.report(try Self.figures())
        #expect(MarkdownReport.render(report).contains("### Runtime per user action (typed event to rendered screen)"))
        #expect(TextReport.render(report).contains("Runtime per pattern (launch and parity journeys)"))
        let csv = CSVReport.render(report)
        #expect(csv.contains("runtime,football-gather,CIS,,action:type into a field,median,314.623,us\n"))
        #expect(csv.contains("runtime,countries,MVC,,journeys,peak_memory,40239103.0,bytes\n"))
        let html = HTMLReport.render(report)
        // The five charts of every report (what it buys among them), one per app for the actions,
        // one per pattern, the breakdown, and the sample module's role-dependency graph.
        #expect(html.components(separatedBy: "<svg ").count - 1 == 10)
        #expect(html.contains("Where the time goes: actions that miss a goal"))
    }

    @Test func noRuntimeNoTables() {
        #expect(ReportTables(report: Self.report(nil)).runtime().isEmpty)
    }

    @Test func filterFollowsPatternsAndDomains() {
        #expect(RuntimeFilter(patterns: [], domains: []).expression == nil)
        #expect(RuntimeFilter(patterns: ["MVVM", "cis"], domains: []).expression == "^[^/]+/(mvvm|cis)/")
        #expect(RuntimeFilter(patterns: [], domains: ["FootballGather", "Countries"]).expression == "^(football-gather|countries)/[^/]+/")
    }

    @Test func theJSONReportRoundTripsTheRuntime() throws {
        let report = Self.report(try Self.figures())
        let data = try JSONEncoder().encode(report)
        #expect(try JSONDecoder().decode(MetricsReport.self, from: data) == report)
    }
}
