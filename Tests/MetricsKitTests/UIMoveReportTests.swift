import Foundation
@testable import MetricsKit
import Testing

/// "The move to SwiftUI: predicted and measured" in every format, from the sample report's
/// exercise that moves the UI framework (MVVM held, VIPER did not, CIS's solution did not apply).
@Suite struct UIMoveReportTests {
    let report = SampleReport.makeWithUIMove()

    static let mvvmRow = ["MVVM", "22", "26", "30", "22", "1", "held: no UI-free line changed"]
    static let viperRow = ["VIPER", "40", "30", "52", "18", "2", "not held: 22 UI-free lines changed in ListPresenter.swift, ListProtocols.swift"]

    @Test func thePatternTableReadsEachPatternFromItsFigures() throws {
        let tables = try #require(UIMoveTables(report: report)).all(files: true)
        #expect(tables.map(\.title) == ["The move to SwiftUI: predicted and measured", "The move to SwiftUI: the files it changed outside the view roles"])
        #expect(tables[0].headers == [
            "Pattern", "Predicted (UI-free lines)", "Survived (non-view lines left identical)", "Non-view lines before",
            "UI-free lines kept", "Non-view files changed", "Reading",
        ])
        #expect(tables[0].rows == [
            Self.mvvmRow, Self.viperRow,
            ["CIS", "–", "–", "–", "–", "–", "not measured (the solution failed: the solution no longer applies: error: patch failed)"],
        ])
        #expect(tables[1].rows == [
            ["MVVM", "Modules/Alpha/MVVM/App/AppCoordinator.swift:12", "Coordinator", "no", "changed", "4 of 8", "+6"],
            ["VIPER", "Modules/Alpha/VIPER/List/ListPresenter.swift:7", "Presenter", "yes", "changed", "12 of 20", "+15"],
            ["VIPER", "Modules/Alpha/VIPER/List/ListProtocols.swift:3", "Protocols", "yes", "renamed to Modules/Alpha/VIPER/List/ListContracts.swift", "10 of 10", "+9"],
        ])
    }

    @Test func patternsComeInTheCatalogsOrder() throws {
        var shuffled = report
        shuffled.changeCost?.cells.reverse()
        let table = try #require(UIMoveTables(report: shuffled)?.all(files: false).first)
        #expect(table.rows.map(\.[0]) == ["MVVM", "VIPER", "CIS"])
    }

    @Test func everyFormatCarriesIt() throws {
        let text = TextReport.render(report)
        #expect(text.contains("The move to SwiftUI: predicted and measured"))
        #expect(text.contains("not held: 22 UI-free lines changed in ListPresenter.swift, ListProtocols.swift"))
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("### The move to SwiftUI: predicted and measured\n"))
        #expect(markdown.contains("| " + Self.viperRow.joined(separator: " | ") + " |"))
        #expect(markdown.contains("| VIPER | Modules/Alpha/VIPER/List/ListPresenter.swift:7 | Presenter | yes |"))
        let csv = CSVReport.render(report)
        #expect(csv.contains("change_cost,alpha,VIPER,,ui_move:alpha-swiftui,predicted,40,lines\n"))
        #expect(csv.contains("change_cost,alpha,VIPER,,ui_move:alpha-swiftui,survived,30,lines\n"))
        #expect(csv.contains("change_cost,alpha,VIPER,,ui_move:alpha-swiftui,promise_held,false,\n"))
        #expect(csv.contains("change_cost,alpha,VIPER,,ui_move_file:alpha-swiftui:Modules/Alpha/VIPER/List/ListPresenter.swift,first_changed_line,7,line\n"))
        let html = HTMLReport.render(report)
        #expect(html.contains("<h2>The move to SwiftUI: predicted and measured</h2><svg"))
        #expect(html.contains("<title>VIPER: 40 predicted (UI-free lines)</title>"))
        #expect(html.contains("<title>VIPER: 30 survived (non-view lines left identical)</title>"))
        #expect(html.contains(">30 survived</text>"))
        #expect(html.contains("<h3>The move to SwiftUI: the files it changed outside the view roles</h3>"))
        let decoded = try JSONReport.decode(JSONReport.encode(report))
        #expect(decoded == report)
        #expect(decoded.changeCost?.cells.last(where: { $0.pattern == "VIPER" })?.uiMove?.promiseHeld == false)
    }

    @Test func theReadmeShowsItShortAndTheResultsPageWhole() {
        let front = ReadmeResults.frontPage(report, reportPath: "r.json")
        #expect(front.contains("#### The move to SwiftUI: predicted and measured\n"))
        #expect(front.contains("| VIPER | 40 | 30 | 18 | 2 | not held: 22 UI-free lines changed in ListPresenter.swift, ListProtocols.swift |"))
        #expect(!front.contains("ListPresenter.swift:7"), "the changed files are the results page's")
        let page = ReadmeResults.page(report, reportPath: "r.json")
        #expect(page.contains("| " + Self.viperRow.joined(separator: " | ") + " |"))
        #expect(page.contains("#### The move to SwiftUI: the files it changed outside the view roles"))
        #expect(page.contains("Modules/Alpha/VIPER/List/ListPresenter.swift:7"))
    }

    /// As the other change-cost tables: left out where no exercise that moves the UI framework was measured.
    /// A move of the UI framework is measured by its own table, not summed with the features: the
    /// totals, and the count of exercises the reading cost stands beside, are the features' alone.
    @Test func theTotalsSumTheFeatureExercisesOnly() throws {
        let plain = try #require(SampleReport.make().changeCost)
        let moved = try #require(SampleReport.makeWithUIMove().changeCost)
        #expect(moved.exercises.count == plain.exercises.count + 1)
        #expect(moved.featureExercises == plain.exercises)
        #expect(moved.totals == plain.totals)
    }

    @Test func noSuchExerciseNoSection() {
        let plain = SampleReport.make()
        #expect(UIMoveTables(report: plain) == nil)
        for rendered in [TextReport.render(plain), MarkdownReport.render(plain), HTMLReport.render(plain), CSVReport.render(plain), ReadmeResults.page(plain, reportPath: "r.json")] {
            #expect(!rendered.contains("The move to SwiftUI: predicted and measured"))
            #expect(!rendered.contains("ui_move"))
        }
    }
}
