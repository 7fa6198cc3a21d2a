@testable import MetricsKit
import Testing

/// The role dependencies in every format: the sample report's MVVM module has one edge,
/// ViewModel → View, which breaks the rule `ViewModel → View`.
@Suite struct DependencyReportTests {
    let report = SampleReport.make()

    @Test func terminalAndMarkdownListTheViolationByFileAndLine() {
        let text = TextReport.render(report)
        #expect(text.contains("Role dependencies and rule violations"))
        #expect(text.contains("Modules/Alpha/MVVM/ListViewModel.swift:3  ViewModel → View  ListView"))
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("| Alpha/MVVM | Modules/Alpha/MVVM/ListViewModel.swift:3 | ViewModel → View | ListView |"))
    }

    @Test func markdownDrawsAMermaidGraphWithTheBrokenEdgeInRed() {
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("""
            ```mermaid
            flowchart LR
              role_View["View"]
              role_ViewModel["ViewModel"]
              role_Coordinator["Coordinator"]
              role_Model["Model"]
              role_Assembly["Assembly"]
              role_ViewModel -->|1| role_View
              linkStyle 0 stroke:#d62728,stroke-width:3px,color:#d62728
            ```
            """))
    }

    @Test func htmlDrawsRolesInThePatternsOrderAndTheBrokenArcInRed() throws {
        let html = HTMLReport.render(report)
        let start = try #require(html.range(of: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 920", options: .backwards))
        let svg = String(html[start.lowerBound...].prefix { $0 != "\n" })
        #expect(svg.contains("class=\"dependencies\""))
        let names = ["View", "ViewModel", "Coordinator", "Model"].map { ">\($0)</text>" }
        let positions = names.compactMap { svg.range(of: $0)?.lowerBound }
        #expect(positions.count == 4)
        #expect(positions == positions.sorted(), "boxes in the catalog's role order")
        #expect(svg.contains("class=\"arc broken\" marker-end=\"url(#deps0-broken)\""))
        #expect(svg.contains("<title>ViewModel → View: 1 reference in 1 file, 1 breaks a rule</title>"))
        #expect(html.contains("MVVM (Alpha) — 1 rule, 1 violation"))
    }

    @Test func csvHasEdgesAndViolations() {
        let csv = CSVReport.render(report)
        #expect(csv.contains("module,Alpha,MVVM,Alpha/MVVM,dependencies,violations,1,references\n"))
        #expect(csv.contains("module,Alpha,MVVM,Alpha/MVVM,dependency:ViewModel→View,references,1,references\n"))
        #expect(csv.contains("module,Alpha,MVVM,Alpha/MVVM,rule_violation,ViewModel → View,Modules/Alpha/MVVM/ListViewModel.swift:3,ListView\n"))
    }

    @Test func aFolderRunDrawsTheUIKitFixturesGraph() throws {
        let folder = Fixture.directory.appendingPathComponent("UIKitMVC").path
        let mvvm = try #require(PatternCatalog.standard.pattern(named: "MVVM"))
        let spec = TreeSpec(label: "UIKitMVC", path: folder, pattern: try mvvm.adding([RoleAddition(role: "View", suffixes: ["ViewController", "Cell"])]))
        let figures = try #require(try TreeMeasurer().measure(spec).module.dependencies)
        // The view controller uses the model twice; three view files import UIKit, the toolkit.
        #expect(figures.edges.map { "\($0.from)→\($0.to) \($0.references) in \($0.files)" } == ["View→Model 2 in 1", "View→Toolkit 3 in 3"])
        #expect(figures.violations.isEmpty)
        #expect(figures.rules.contains("ViewModel → Toolkit"))
    }

    @Test func theJSONRoundTripsTheFigures() throws {
        let decoded = try JSONReport.decode(JSONReport.encode(report))
        #expect(decoded.modules.first?.dependencies == report.modules.first?.dependencies)
        #expect(decoded.modules.first?.dependencies?.violations.count == 1)
    }
}
