import ArgumentParser
import Foundation
import MetricsKit

/// `metrics record-tests`: what `Scripts/test` runs after its tests, so the metrics run after it
/// takes their verdicts instead of running the same tests again.
struct RecordTestsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record-tests",
        abstract: "Keep the verdicts of a whole `swift test` run in the metrics' result cache (Scripts/test runs it).",
        discussion: "A module is kept only when all its listed tests ran, none failed, and none of its inputs changed after the test bundle was built."
    )

    @Option(help: "The workspace (a relative path is read from the current folder).")
    var packagePath = "."

    @Option(help: "The Swift Testing xUnit file of the run (`swift test --xunit-output X` writes X-swift-testing.xml).")
    var xunit: String

    @Option(help: "What `swift test list` printed for the same build.")
    var listing: String

    func run() throws {
        let runner = MetricsRunner(options: MetricsOptions(packagePath: packagePath), progress: ProgressBar(style: .silent))
        let folder = CacheFolder(path: runner.cacheDirectory)
        if let unusable = folder.prepare() {
            // Keeping the verdicts only saves the metrics run a test run: one line, and the tests' status stands.
            StandardErrorLog.line(folder.warning(unusable, consequence: "The verdicts are not kept; Scripts/metrics runs the tests itself."))
            return
        }
        let recorder = try runner.testRunRecorder(toolchain: try Toolchain.locate())
        guard let built = try? FileManager.default.attributesOfItem(atPath: recorder.testBundle)[.modificationDate] as? Date else {
            throw ValidationError("no test bundle at \(recorder.testBundle): run the tests first")
        }
        let outcome = try recorder.record(
            xunit: try String(contentsOfFile: xunit, encoding: .utf8),
            listing: try String(contentsOfFile: listing, encoding: .utf8),
            builtAt: built
        )
        let left = outcome.left.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }
        print(
            "test: kept the results of \(outcome.kept.count) of \(outcome.kept.count + left.count) test runs for Scripts/metrics"
                + (left.isEmpty ? "." : "; it runs the others again: \(left.joined(separator: ", ")).")
        )
    }
}
