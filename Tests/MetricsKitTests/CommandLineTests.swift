@testable import metrics
import MetricsKit
import Testing

@Suite struct CommandLineTests {
    private func options(_ arguments: [String]) throws -> MetricsOptions {
        let command = try MetricsCommand.parseAsRoot(arguments)
        let report = try #require(command as? ReportCommand)
        return try report.options.metricsOptions()
    }

    @Test func bareCommandIsTheFullReport() throws {
        let parsed = try options([])
        #expect(parsed == MetricsOptions())
        #expect(parsed.effectiveFormats == [.table, .markdown, .json, .csv, .html])
        #expect(parsed.runs == nil)
        #expect(parsed.configuration == "debug")
        #expect(parsed.compilerJobs == 1)
    }

    @Test func quickDefaultsToTheTerminalTable() throws {
        let parsed = try options(["--quick"])
        #expect(parsed.quick)
        #expect(parsed.effectiveFormats == [.table])
    }

    @Test func everyOptionReachesTheRun() throws {
        let parsed = try options([
            "report", "--runs", "3", "--warmup-runs", "0", "--patterns", "MVVM,VIPER", "--domains", "Countries",
            "--configuration", "release", "--format", "md,json", "--format", "html", "--output", "/tmp/out",
            "--package-path", "/tmp/pkg", "--scratch-path", "/tmp/scratch", "--parity-target", "Parity",
            "--build-budget", "60", "--no-tests", "--jobs", "2",
        ])
        #expect(parsed == MetricsOptions(
            packagePath: "/tmp/pkg", quick: false, runs: 3, warmupRuns: 0, patterns: ["MVVM", "VIPER"],
            domains: ["Countries"], configuration: "release", formats: [.markdown, .json, .html],
            outputDirectory: "/tmp/out", scratchPath: "/tmp/scratch", parityTarget: "Parity",
            buildBudgetSeconds: 60, skipBuildTiming: false, skipTests: true, compilerJobs: 2
        ))
    }

    @Test func listOptionsCanBeRepeated() throws {
        let parsed = try options(["--patterns", "MVVM", "--patterns", " VIPER ,CIS", "--domains", "Countries,"])
        #expect(parsed.patterns == ["MVVM", "VIPER", "CIS"])
        #expect(parsed.domains == ["Countries"])
    }

    @Test func allFormatsAndMarkdownAlias() throws {
        #expect(try options(["--format", "all"]).effectiveFormats == ReportFormat.allCases)
        #expect(try options(["--format", "markdown"]).effectiveFormats == [.markdown])
    }

    @Test func badValuesAreRejected() {
        #expect(throws: (any Error).self) { try MetricsCommand.parseAsRoot(["--runs", "0"]) }
        #expect(throws: (any Error).self) { try MetricsCommand.parseAsRoot(["--jobs", "0"]) }
        #expect(throws: (any Error).self) { try MetricsCommand.parseAsRoot(["--warmup-runs", "-1"]) }
        #expect(throws: (any Error).self) { try MetricsCommand.parseAsRoot(["--build-budget", "0"]) }
        #expect(throws: (any Error).self) { try MetricsCommand.parseAsRoot(["--format", "pdf"]) }
        #expect(throws: (any Error).self) { try MetricsCommand.parseAsRoot(["--configuration", "profile"]) }
        #expect(throws: (any Error).self) { try MetricsCommand.parseAsRoot(["--progress", "fancy"]) }
    }

    @Test func readmeSubcommandHasDefaults() throws {
        let command = try #require(try MetricsCommand.parseAsRoot(["readme"]) as? ReadmeCommand)
        #expect(command.report == "Metrics/Reports/metrics.json")
        #expect(command.readme == "README.md")
    }
}
