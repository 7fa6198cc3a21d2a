import Foundation
@testable import metrics
@testable import MetricsKit
import Testing

/// The "What it buys" figures in every format, and the options of a folder run's framework sets.
@Suite struct BuysReportTests {
    private let report = SampleReport.make()

    @Test func terminalShowsThePatternTableAndOneLinePerModule() {
        let text = TextReport.render(report)
        #expect(text.contains("What it buys (both domains summed)"))
        let row = text.split(separator: "\n").first { $0.hasPrefix("MVVM") && $0.contains("(0 views)") }
        #expect(row?.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") == "MVVM 30 22 73.3 % 100.0 % 3 1 (0 views) 1 80.0 %")
        #expect(text.contains("What it buys per module"))
        #expect(text.contains("ViewModel 1 (3 vars)"))
        #expect(!text.contains("What it buys per role"), "per role only in the files")
    }

    @Test func markdownHasThePatternModuleAndRoleTables() {
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("| Pattern | Code | UI-free code | UI-free | Storage-free | Mutable vars | State holders (views) | Rule violations | Mutation score [95 % CI] |"))
        #expect(markdown.contains("| MVVM | 30 | 22 | 73.3 % | 100.0 % | 3 | 1 (0 views) | 1 | 80.0 % |"))
        #expect(markdown.contains("| Alpha/MVVM | 30 | 8 | 0 | 22 | 73.3 % | 3 | 1 (0 views) | ViewModel 1 (3 vars) |"))
        #expect(markdown.contains("| Alpha/MVVM | View | 8 | 8 | 0 | 0 | 0.0 % | 0 | 0 (0 views) |"))
        // The buys table comes after the cost tables, before the module tables.
        let cost = markdown.range(of: "### Per pattern (both domains summed)")
        let buys = markdown.range(of: "### What it buys (both domains summed)")
        let baseline = markdown.range(of: "### Size and shape per module")
        #expect(cost != nil && buys != nil && baseline != nil)
        if let cost, let buys, let baseline { #expect(cost.lowerBound < buys.lowerBound && buys.lowerBound < baseline.lowerBound) }
    }

    @Test func notYetMeasuredSeamsShowADash() {
        var seamless = report
        seamless.patterns[0].buys?.ruleViolations = nil
        seamless.patterns[0].buys?.mutationScore = nil
        let markdown = MarkdownReport.render(seamless)
        #expect(markdown.contains("| MVVM | 30 | 22 | 73.3 % | 100.0 % | 3 | 1 (0 views) | – | – |"))
        #expect(markdown.contains("Mutation score: measured by `Scripts/metrics --full --mutation` (– in this run)."))
        #expect(!CSVReport.render(seamless).contains("rule_violations"))
    }

    @Test func htmlHasTheChartAndTheTables() {
        let html = HTMLReport.render(report)
        #expect(html.contains("What it buys: code lines by what they depend on, per pattern (both domains)"))
        #expect(html.contains("<h3>What it buys (both domains summed)</h3>"))
        #expect(html.contains("<h3>What it buys per role</h3>"))
        #expect(html.contains("MVVM: 8 code lines, UI only"))
        #expect(!html.contains(">storage only<"), "no storage in the sample: not in the legend")
    }

    @Test func csvHasOneRowPerFigure() {
        let csv = CSVReport.render(report)
        #expect(csv.contains("module,Alpha,MVVM,Alpha/MVVM,buys,ui_code,8,lines\n"))
        #expect(csv.contains("module,Alpha,MVVM,Alpha/MVVM,buys:role:ViewModel,mutable_properties,3,properties\n"))
        #expect(csv.contains("module,Alpha,MVVM,Alpha/MVVM,state_holder:ListViewModel,is_view,false,\n"))
        #expect(csv.contains("pattern,,MVVM,,buys,neither_code,22,lines\n"))
        #expect(csv.contains("pattern,,MVVM,,buys,rule_violations,1,violations\n"))
        #expect(csv.contains("pattern,,MVVM,,buys,mutation_score,80.00,%\n"))
    }

    @Test func jsonKeepsTheFigures() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: JSONReport.encode(report)) as? [String: Any])
        let module = try #require((object["modules"] as? [[String: Any]])?.first)
        let buys = try #require(module["buys"] as? [String: Any])
        let total = try #require(buys["total"] as? [String: Any])
        #expect(total["mutableProperties"] as? Int == 3)
        #expect((total["ui"] as? [String: Any])?["code"] as? Int == 8)
        #expect(try JSONReport.decode(JSONReport.encode(report)) == report)
    }

    @Test func theReadmeShowsTheTableAndHowToReadIt() {
        let text = ReadmeResults.results(report, reportPath: "Metrics/Reports/metrics.json")
        #expect(text.contains("#### What it buys (both domains summed)"))
        #expect(text.contains("| MVVM | 30 | 22 | 73.3 % | 100.0 % | 3 | 1 (0 views) | 1 | 80.0 % |"))
        #expect(text.contains("A count of dependencies is not a judgement of design"))
    }

    // MARK: Options

    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func frameworkOptionsReplaceTheFolderLists() throws {
        var options = TreeOptions(paths: ["A"], patterns: ["MVC"])
        #expect(try options.frameworks() == .apple)
        options.uiFrameworks = ["UIKit,MyDesignSystem"]
        options.storageFrameworks = ["Firebase"]
        let sets = try options.frameworks()
        #expect(sets.toolkit == ["UIKit", "MyDesignSystem"])
        #expect(sets.storage == ["Firebase"])
        #expect(try options.resolve(catalog: .standard, currentDirectory: "/here").first?.frameworks == sets)
    }

    @Test func badFrameworkListsAreOneLineErrors() {
        let cases: [([String], [String], String)] = [
            ([""], [], "options: --ui-frameworks \"\": an empty name; expected Module[,Module…], e.g. UIKit,SwiftUI"),
            (["UIKit,,SwiftUI"], [], "options: --ui-frameworks UIKit,,SwiftUI: an empty name; expected Module[,Module…], e.g. UIKit,SwiftUI"),
            ([], ["Core Data"], "options: --storage-frameworks Core Data: `Core Data` is not a module name; expected Module[,Module…], e.g. CoreData,GRDB"),
            ([], ["2Storage"], "options: --storage-frameworks 2Storage: `2Storage` is not a module name; expected Module[,Module…], e.g. CoreData,GRDB"),
            (["UIKit"], ["UIKit"], "options: --ui-frameworks / --storage-frameworks: UIKit cannot be both the UI framework and storage"),
        ]
        for (ui, storage, expected) in cases {
            var options = TreeOptions(paths: ["A"], patterns: ["MVC"])
            options.uiFrameworks = ui
            options.storageFrameworks = storage
            #expect(message { _ = try options.frameworks() } == expected)
        }
    }

    @Test func commandLineTakesTheFrameworkOptionsOnlyWithAPath() throws {
        let command = try #require(try MetricsCommand.parseAsRoot([
            "--path", "A", "--pattern", "MVVM", "--ui-frameworks", "SwiftUI", "--storage-frameworks", "CoreData,CloudKit",
        ]) as? ReportCommand)
        let trees = try #require(try command.options.metricsOptions().trees)
        #expect(try trees.frameworks() == FrameworkSets(toolkit: ["SwiftUI"], storage: ["CoreData", "CloudKit"]))
        let stray = try #require(try MetricsCommand.parseAsRoot(["--quick", "--ui-frameworks", "UIKit"]) as? ReportCommand)
        #expect(message { _ = try stray.options.metricsOptions() }
            == "options: --ui-frameworks and --storage-frameworks go with --path DIR (the workspace's are TerminalUI and its Storage targets)")
        let bad = try #require(try MetricsCommand.parseAsRoot(["--path", "A", "--pattern", "MVC", "--storage-frameworks", "a b"]) as? ReportCommand)
        #expect(message { _ = try bad.options.metricsOptions() }?.hasPrefix("options: --storage-frameworks a b: `a b` is not a module name") == true)
    }
}
