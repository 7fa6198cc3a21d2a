import ArgumentParser
import Foundation
import MetricsKit

/// `metrics readme`: refreshes the README's results section from the latest JSON report.
struct ReadmeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "readme",
        abstract: "Replace the README's results between <!-- metrics:begin --> and <!-- metrics:end --> from a JSON report, and write the results page (Docs/results.md) and the README's diagrams (Docs/images) beside it."
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
        // The page and the images sit in the package; the README links them from its own folder.
        let (page, images) = ("\(root)/\(ReadmeResults.resultsPage)", "\(root)/\(ReadmeResults.images)")
        let folder = URL(fileURLWithPath: readme).deletingLastPathComponent().path
        let current = try? String(contentsOfFile: readme, encoding: .utf8)
        let updated = ReadmeResults.update(
            readme: current, report: decoded, reportPath: shownReport, resultsPage: page.relative(to: folder), images: images.relative(to: folder)
        )
        var files = [(readme, updated), (page, ReadmeResults.page(decoded, reportPath: shownReport))]
        files += ReadmeResults.imageFiles(decoded).map { ("\(images)/\($0.name)", $0.svg) }
        let source = "\(shownReport) (commit \(decoded.environment.commit.prefix(10)), \(decoded.environment.date))"
        for (path, text) in files {
            if (try? String(contentsOfFile: path, encoding: .utf8)) == text {
                print("\(path.relative(to: root)): already current")
                continue
            }
            do {
                try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw MetricsError.report("cannot write \(path): \(SourceText.describe(error))")
            }
            print("\(path.relative(to: root)): updated from \(source)")
        }
    }
}
