import ArgumentParser
import Foundation
import MetricsKit

/// `metrics`: measures every pattern module of the workspace and writes the reports.
@main
struct MetricsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metrics",
        abstract: "Measure what each architecture pattern costs (size by role, shape, tests, coverage, build time, runtime, change cost) and what it buys (UI-free code, where state lives, role dependencies checked against its rules).",
        discussion: "Scripts/metrics builds this tool in the package's own debug build (.build) and runs it; every option passes through.",
        subcommands: [ReportCommand.self, ReadmeCommand.self, RecordTestsCommand.self],
        defaultSubcommand: ReportCommand.self
    )
}

/// The default subcommand: measure and report.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Measure every pattern module and write the reports (the default)."
    )

    @OptionGroup var options: ReportOptions

    func run() throws {
        let metricsOptions = try options.metricsOptions()
        let progress = options.progressBar()
        let cancellation = CancellationFlag(trappingSignals: true)
        let runner = MetricsRunner(options: metricsOptions, progress: progress, cancellation: cancellation)
        let formats = metricsOptions.effectiveFormats
        let writer = ReportWriter(directory: runner.outputDirectory)
        if formats.contains(where: { $0.fileName != nil }) { try writer.checkWritable() }
        let report: MetricsReport
        do {
            report = try runner.run()
        } catch is CancellationError {
            StandardErrorLog.write("\nmetrics: cancelled; running builds were stopped.\n")
            throw ExitCode(130)
        }
        if formats.contains(.table) {
            print(TextReport.render(report), terminator: "")
        } else {
            // The table lists them; without it, standard error does, one line each.
            for skipped in report.skippedFiles ?? [] {
                StandardErrorLog.write("metrics: skipped \(skipped.line)\n")
            }
        }
        var written = try writer.write(report, formats: formats)
        if options.updateReadmes, let trace = report.trace {
            written += try TraceReadmes(root: runner.root).update(from: trace)
        }
        if !written.isEmpty {
            print("\nReports written:")
            for path in written { print("  \(path)") }
        }
        let failures = report.strictFailures
        if options.strict && !failures.isEmpty {
            StandardErrorLog.write("metrics: --strict: \(failures.count) reason(s) to fail:\n" + failures.map { "  \($0)\n" }.joined())
            throw ExitCode(3)
        }
    }
}
