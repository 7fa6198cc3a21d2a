import Foundation
@testable import MetricsKit
import Testing

/// Every pattern module's README draws its app's shared action as the trace of the running
/// code drew it: the section equals the one generated from the committed report's trace
/// (`Scripts/metrics --trace --update-readmes` writes both).
@Suite struct TraceReadmeTests {
    private static let report: MetricsReport? = {
        let path = "\(WorkspaceQuickReport.root)/Metrics/Reports/metrics.json"
        return FileManager.default.contents(atPath: path).flatMap { try? JSONReport.decode($0) }
    }()

    @Test func theCommittedReportTracesEveryModule() throws {
        let trace = try #require(Self.report?.trace, "Metrics/Reports/metrics.json has no trace: run Scripts/metrics --trace")
        #expect(trace.modules.count == 14)
        #expect(trace.deterministic == true)
        #expect(trace.modules.allSatisfy { $0.foreignCalls == 0 })
    }

    @Test func everyReadmeShowsTheGeneratedDiagram() throws {
        let trace = try #require(Self.report?.trace)
        for module in trace.modules {
            let readme = try String(contentsOfFile: "\(WorkspaceQuickReport.root)/\(TraceReadmes.path(of: module))", encoding: .utf8)
            let expected = try #require(TraceReadmes.section(for: module))
            #expect(TraceReadmes.currentSection(in: readme) == expected, "\(module.id): run Scripts/metrics --trace --update-readmes")
        }
    }

    @Test func aSectionIsReplacedUpToTheNextHeading() {
        let readme = "# A\n\n## Roles\n\nr\n\n## One action traced: old\n\nold text\n\n## Made easy, made hard\n\nx\n"
        let replaced = TraceReadmes.replacing(sectionIn: readme, with: "## One action traced: new\n\nnew text\n\n")
        #expect(replaced == "# A\n\n## Roles\n\nr\n\n## One action traced: new\n\nnew text\n\n## Made easy, made hard\n\nx\n")
    }
}
