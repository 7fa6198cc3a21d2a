import Foundation
@testable import MetricsKit
import Testing

/// The mutation figures in every format: scores with their Wilson intervals per module, role
/// and pattern, the What-it-buys column, and the survivors a reader can open.
@Suite struct MutationReportTests {
    private var report: MetricsReport {
        var report = SampleReport.make()
        let outcomes: [(String, Int, MutantResult.Outcome)] = [
            ("ViewModel", 3, .killed), ("ViewModel", 4, .killed), ("ViewModel", 5, .timedOut), ("ViewModel", 6, .survived),
            ("View", 7, .notCovered), ("View", 8, .notCompiled),
        ]
        let mutants = outcomes.enumerated().map { index, entry in
            MutantResult(
                id: 10_000 + index, file: "Modules/Alpha/MVVM/Login\(entry.0).swift", line: entry.1, role: entry.0,
                mutationOperator: index == 3 ? .removeCall : .swapRelational, original: index == 3 ? "refresh()" : "a == b",
                mutated: index == 3 ? "" : "a != b", outcome: entry.2
            )
        }
        let figures = MutationFigures(
            candidates: 40, mutants: mutants,
            roles: ["ViewModel", "View"].map { role in MutationTally(name: role, outcomes: mutants.filter { $0.role == role }.map(\.outcome)) },
            total: MutationTally(name: "Alpha/MVVM", outcomes: mutants.map(\.outcome)), seconds: 12
        )
        report.modules[0].mutation = figures
        report.patterns = PatternSummaryBuilder().summaries(of: report.modules)
        return report
    }

    @Test func theScoreCountsCaughtOverScoredWithAWilsonInterval() throws {
        let tally = try #require(report.modules[0].mutation?.total)
        #expect(tally.caught == 3 && tally.scored == 5 && tally.notCompiled == 1)
        #expect(tally.score == 60)
        #expect(tally.interval == Interval(low: 23.1, high: 88.2, confidence: 0.95))
        #expect(report.patterns[0].buys?.mutationScore == 60)
    }

    @Test func everyFormatShowsTheScores() throws {
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("| Alpha/MVVM | 6 | 2 | 1 | 1 | 1 | 1 | 0 | 60.0 % [23.1–88.2] |"))
        #expect(markdown.contains("| MVVM | ViewModel | 4 | 3 | 75.0 % [30.1–95.4] |"))
        let buysRow = markdown.split(separator: "\n").first { $0.hasPrefix("| MVVM | 30 | 22 |") }
        #expect(buysRow?.hasSuffix("| 60.0 % [23.1–88.2] |") == true, "the What it buys column")
        #expect(markdown.contains("| Alpha/MVVM | Modules/Alpha/MVVM/LoginViewModel.swift:6 | ViewModel | remove call | removed `refresh()` | survived |"))
        #expect(markdown.contains("| Alpha/MVVM | Modules/Alpha/MVVM/LoginView.swift:7 | View | swap relational operator | `a == b` → `a != b` | not covered |"))
        let text = TextReport.render(report)
        #expect(text.contains("Mutation score per module (its own tests)"))
        #expect(text.contains("60.0 % [23.1–88.2]"))
        #expect(!text.contains("Surviving mutants"), "the survivors only in the files")
        let html = HTMLReport.render(report)
        #expect(html.contains("Surviving mutants"))
        #expect(html.contains("Mutation score per pattern (both domains) beside line coverage"))
        let csv = CSVReport.render(report)
        #expect(csv.contains("module,Alpha,MVVM,Alpha/MVVM,mutation,score,60.0,%"))
        #expect(csv.contains("pattern,,MVVM,,mutation:role:ViewModel,score_low,30.1,%"))
        let json = String(decoding: try JSONReport.encode(report), as: UTF8.self)
        #expect(json.contains("\"mutationScore\" : 60"))
        #expect(json.contains("\"outcome\" : \"not covered\""))
    }
}
