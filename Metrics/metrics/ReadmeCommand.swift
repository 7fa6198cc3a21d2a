import ArgumentParser
import Foundation
import MetricsKit

/// `metrics readme`: refreshes the README's results section from the latest JSON report.
struct ReadmeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "readme",
        abstract: "Replace the README's results between <!-- metrics:begin --> and <!-- metrics:end --> from a JSON report."
    )

    @Option(help: "The workspace whose report and README are the defaults (a relative path is read from the current folder).")
    var packagePath = "."

    @Option(help: "The JSON report to read (default: Metrics/Reports/metrics.json in the package; a relative path is read from the current folder).")
    var report: String?

    @Option(help: "The README to update (default: README.md in the package; created with a Results section if missing).")
    var readme: String?

    /// The package's top folder, and the report and README with the defaults applied, absolute.
    var paths: (root: String, report: String, readme: String) {
        let root = Self.absolute(packagePath)
        return (root, report.map(Self.absolute) ?? "\(root)/Metrics/Reports/metrics.json", readme.map(Self.absolute) ?? "\(root)/README.md")
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
            .standardizedFileURL.path
    }

    func run() throws {
        let (root, report, readme) = paths
        let shownReport = report.relative(to: root)
        guard let data = FileManager.default.contents(atPath: report) else {
            throw ValidationError("no report at \(report); run Scripts/metrics first")
        }
        let decoded = try JSONReport.decode(data)
        let current = try? String(contentsOfFile: readme, encoding: .utf8)
        let updated = ReadmeResults.update(readme: current, report: decoded, reportPath: shownReport)
        if updated == current {
            print("\(readme): results already current")
            return
        }
        do {
            try updated.write(toFile: readme, atomically: true, encoding: .utf8)
        } catch {
            throw MetricsError.report("cannot write \(readme): \(SourceText.describe(error))")
        }
        print("\(readme): results updated from \(shownReport) (commit \(decoded.environment.commit.prefix(10)), \(decoded.environment.date))")
    }
}
