import ArgumentParser
import Foundation
import MetricsKit

/// `metrics readme`: refreshes the README's results section from the latest JSON report.
struct ReadmeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "readme",
        abstract: "Replace the README's results between <!-- metrics:begin --> and <!-- metrics:end --> from a JSON report."
    )

    @Option(help: "The JSON report to read.")
    var report = "Metrics/Reports/metrics.json"

    @Option(help: "The README to update (created with a Results section if missing).")
    var readme = "README.md"

    func run() throws {
        guard let data = FileManager.default.contents(atPath: report) else {
            throw ValidationError("no report at \(report); run Scripts/metrics first")
        }
        let decoded = try JSONReport.decode(data)
        let current = try? String(contentsOfFile: readme, encoding: .utf8)
        let updated = ReadmeResults.update(readme: current, report: decoded, reportPath: report)
        if updated == current {
            print("\(readme): results already current")
            return
        }
        try updated.write(toFile: readme, atomically: true, encoding: .utf8)
        print("\(readme): results updated from \(report) (commit \(decoded.environment.commit.prefix(10)), \(decoded.environment.date))")
    }
}
