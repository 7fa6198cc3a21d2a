import Foundation
@testable import MetricsKit
import TestSupport
import Testing

/// The module READMEs draw what the code does now, not what it did when the committed report
/// was made: the whole workspace is traced afresh (the instrumented copy under
/// `.build-metrics/trace`, kept between runs as `Scripts/metrics --trace` keeps it) and every
/// README's section must equal the one this trace generates. A change to a pattern that moves
/// its shared action fails here until `Scripts/metrics --trace --update-readmes` is run.
@Suite struct TraceOfTheCurrentCodeTests {
    /// Building the copy took 2 min 30 s and the journeys under a minute on two busy cores
    /// (Metrics/Reports/README.md, "Reading cost"); 20 minutes is four times the whole.
    @Test(.enabled(if: TestLevel.includesSlowTests, "builds an instrumented copy of the workspace: Scripts/test --slow"), .timeLimit(.minutes(20)))
    func everyReadmeDiagramIsWhatTheCurrentCodeTraces() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        // The report goes to a folder of its own: the committed one is never touched.
        var options = MetricsOptions(packagePath: WorkspaceQuickReport.root, formats: [.json], outputDirectory: output)
        options.trace = true
        let report = try await onOwnThread { [options] in
            try MetricsRunner(options: options, progress: ProgressBar(style: .silent)).run()
        }
        let trace = try #require(report.trace, "the trace phase gave no figures: \(report.notes)")
        // A run that failed or an action not found is named here with its log, not found later as a missing diagram.
        #expect(trace.gaps == nil, "\(trace.gaps ?? [])")
        #expect(trace.modules.count == 14)
        #expect(trace.deterministic == true)
        for module in trace.modules {
            let readme = try String(contentsOfFile: "\(WorkspaceQuickReport.root)/\(TraceReadmes.path(of: module))", encoding: .utf8)
            let expected = try #require(TraceReadmes.section(for: module))
            #expect(TraceReadmes.currentSection(in: readme) == expected, "\(module.id): run Scripts/metrics --trace --update-readmes")
        }
    }
}
