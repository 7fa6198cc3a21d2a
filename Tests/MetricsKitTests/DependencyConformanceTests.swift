import Foundation
@testable import MetricsKit
import Testing

/// The workspace's own pattern modules keep their patterns' dependency rules, read from the
/// real sources; and the same check fails, naming file and line, on a rule broken on purpose.
@Suite struct DependencyConformanceTests {
    /// Every violation of every module, as `path:line: rule: name (target)`.
    static func violations(in workspace: Workspace) -> [String] {
        StaticMeasurer().dependencies(of: workspace).values.flatMap(\.violations).map(\.text).sorted()
    }

    /// Read from the workspace's quick report, the figures `Scripts/metrics` shows.
    @Test func theWorkspaceBreaksNoRuleOfItsPatterns() throws {
        let report = try WorkspaceQuickReport.get()
        let figures = report.modules.compactMap(\.dependencies)
        #expect(report.modules.count == 14)
        #expect(figures.count == report.modules.count)
        #expect(figures.allSatisfy { !$0.edges.isEmpty }, "every module's roles reference each other")
        let found = figures.flatMap(\.violations).map(\.text).sorted()
        #expect(found.isEmpty, "Rule violations (Metrics/Reports/README.md, Role dependencies):\n\(found.joined(separator: "\n"))")
    }

    @Test func aViolationPlantedInACopyIsReportedWithFileAndLine() throws {
        let fixture = try Fixture.copy("MiniWorkspace")
        defer { fixture.remove() }
        #expect(Self.violations(in: try fixture.workspace()).isEmpty)

        let view = "\(fixture.root)/Modules/Alpha/VIPER/List/ListView.swift"
        let original = try String(contentsOfFile: view, encoding: .utf8)
        let line = original.split(separator: "\n", omittingEmptySubsequences: false).count + 2
        let planted = original + "\nextension ListView {\n    func load() -> [String] { ListInteractor().items().map(\\.name) }\n}\n"
        try planted.write(toFile: view, atomically: true, encoding: .utf8)
        #expect(Self.violations(in: try fixture.workspace()) == [
            "Modules/Alpha/VIPER/List/ListView.swift:\(line): View → Interactor: ListInteractor (Interactor)",
        ])

        try original.write(toFile: view, atomically: true, encoding: .utf8)
        #expect(Self.violations(in: try fixture.workspace()).isEmpty)
    }

    @Test func everyRuleNamesRolesAndLayersOfItsPattern() {
        for pattern in PatternCatalog.standard.patterns {
            let roles = Set(pattern.roles.map(\.name))
            #expect(pattern.rules.namedRoles.subtracting(roles).isEmpty, "\(pattern.name): \(pattern.rules.namedRoles.subtracting(roles))")
            #expect(pattern.rules.namedLayers.subtracting(pattern.layers).isEmpty, "\(pattern.name)")
        }
        #expect(PatternCatalog.standard.pattern(named: "MVC")?.rules.forbidden.isEmpty == true, "the baseline has no rule")
    }

    /// The templates' roles, and the View a scene written for SwiftUI has in their place of the
    /// ViewController's drawing, held to the ViewController's rules and kept from the Interactor.
    @Test func vipRulesNameTheTemplatesRoles() throws {
        let templates: Set = ["ViewController", "Interactor", "Presenter", "Router", "Worker", "Models", "Configurator", "View"]
        let rules = try #require(PatternCatalog.standard.pattern(named: "VIP")?.rules)
        #expect(rules.namedRoles.isSubset(of: templates))
        let texts = rules.forbidden.map(\.text)
        #expect(texts.contains("ViewController → Presenter"))
        #expect(["View → Interactor", "View → Presenter", "View → Worker", "View → Storage"].allSatisfy(texts.contains), "\(texts)")
        #expect(rules.forbidden.count == 17)
    }
}
