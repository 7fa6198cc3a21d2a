import Foundation
import MetricsKit
import Testing

/// The change-cost section in every format, from the sample report's two cells (one passed,
/// one whose solution no longer applies).
struct ChangeCostReportTests {
    let report = SampleReport.make()

    @Test func tablesShowEveryCellAndThePatternTotals() throws {
        let tables = ReportTables(report: report).changeCost()
        #expect(tables.map(\.title) == [
            "Change cost per pattern (every feature exercise's reference solution summed)",
            "Change cost per exercise and pattern",
            "Exercises and their shared parts (handed over, the same for every pattern)",
        ])
        #expect(tables[0].rows == [
            ["MVVM", "1/1", "2", "1", "+15", "−1", "16", "×1.00", "+20", "ViewModel 12 · View 4"],
            ["VIPER", "0/1", "0", "0", "+0", "−0", "0", "–", "+0", ""],
        ])
        #expect(tables[1].rows[1] == ["alpha-field", "VIPER", "FAILED: the solution no longer applies: error: patch failed", "–", "–", "–", "–", "–", ""])
        #expect(tables[2].rows == [["alpha-field", "A new field", "alpha", "1", "+4 −0", "+0"]])
    }

    @Test func everyFormatCarriesIt() throws {
        #expect(TextReport.render(report).contains("Change cost per exercise and pattern"))
        #expect(MarkdownReport.render(report).contains("### Change cost per pattern"))
        let csv = CSVReport.render(report)
        #expect(csv.contains("change_cost,alpha,MVVM,,exercise:alpha-field,code_added:ViewModel,12,lines\n"))
        #expect(csv.contains("change_cost,alpha,VIPER,,exercise:alpha-field,status,failed,\n"))
        #expect(csv.contains("change_cost,,MVVM,,all_exercises,code_changed,16,lines\n"))
        #expect(HTMLReport.render(report).contains("Change cost per exercise (reference solutions, code lines changed by role)"))
        let decoded = try JSONDecoder().decode(MetricsReport.self, from: JSONReport.encode(report))
        #expect(decoded.changeCost == report.changeCost)
    }
}
