import Foundation
import MetricsKit

/// The quick report of this workspace, made once per test process: the tests that check the
/// workspace's own conventions (every file has a role, no dependency rule is broken) read it
/// instead of each parsing the whole workspace with a debug swift-syntax (seconds of both cores).
enum WorkspaceQuickReport {
    /// Why the report could not be made, kept so each test that reads it fails with it.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The package these tests belong to.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Made with its cache in a folder of its own: the test binary is another tool build, whose
    /// cache would replace the metrics tool's in the workspace's `.build-metrics/cache`.
    private static let result: Result<MetricsReport, Failure> = {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("workspace-quick-report-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            let options = MetricsOptions(packagePath: root, quick: true, scratchPath: scratch)
            let runner = MetricsRunner(options: options, progress: ProgressBar(style: .silent)) { _, _, _, _ in Fixture.environment }
            return .success(try runner.run())
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }()

    /// The report, or the error that kept it from being made.
    static func get() throws -> MetricsReport {
        try result.get()
    }
}
