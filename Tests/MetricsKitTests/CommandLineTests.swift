import Foundation
@testable import metrics
import MetricsKit
import Testing

@Suite struct CommandLineTests {
    private func options(_ arguments: [String]) throws -> MetricsOptions {
        let command = try MetricsCommand.parseAsRoot(arguments)
        let report = try #require(command as? ReportCommand)
        return try report.options.metricsOptions()
    }

    @Test func bareCommandIsTheDefaultRun() throws {
        let parsed = try options([])
        #expect(parsed == MetricsOptions())
        #expect(parsed.mode == "default")
        #expect(parsed.phases == [.staticFigures, .tests, .buildTiming])
        #expect(parsed.commandAddingLeftOutPhases == "Scripts/metrics --full")
        #expect(parsed.reuseResults)
        #expect(parsed.effectiveFormats == [.table, .markdown, .json, .csv, .html])
        #expect(parsed.runs == nil)
        #expect(parsed.configuration == "debug")
        #expect(parsed.compilerJobs == 1)
    }

    @Test func fullRunsEveryPhase() throws {
        let parsed = try options(["--full"])
        #expect(parsed.mode == "full")
        #expect(parsed.phases == RunPhase.allCases.filter { !$0.isOptIn })
        #expect(parsed.commandAddingLeftOutPhases == nil)

        let withoutRuntime = try options(["--full", "--no-runtime"])
        #expect(withoutRuntime.phases == RunPhase.allCases.filter { $0 != .runtime && !$0.isOptIn })
        #expect(withoutRuntime.commandAddingLeftOutPhases == "Scripts/metrics --full")
    }

    /// Mutation testing is a phase of the full run only when asked for, with its sample and budget.
    @Test func mutationIsAskedForWithFull() throws {
        let parsed = try options(["--full", "--mutation", "--mutants", "8", "--mutation-budget", "300", "--no-runtime"])
        #expect(parsed.phases.contains(.mutation))
        #expect(parsed.mutantsPerModule == 8 && parsed.mutationBudgetSeconds == 300)
        #expect(parsed.commandAddingLeftOutPhases == "Scripts/metrics --full --mutation")
        #expect(try options([]).mutantsPerModule == MetricsOptions.defaultMutants)
        #expect(throws: (any Error).self) { _ = try MetricsCommand.parseAsRoot(["--mutation"]) }
        #expect(throws: (any Error).self) { _ = try MetricsCommand.parseAsRoot(["--full", "--mutation", "--mutants", "0"]) }
    }

    /// The command the report names adds the phases left out for the same modules.
    @Test func theCommandAddingLeftOutPhasesKeepsTheFilters() throws {
        let parsed = try options(["--patterns", "MVVM", "--domains", "FootballGather"])
        #expect(parsed.commandAddingLeftOutPhases == "Scripts/metrics --full --patterns MVVM --domains FootballGather")
        #expect(try options(["--quick"]).phases == [.staticFigures])
    }

    @Test func quickAndFullCannotGoTogether() throws {
        #expect(throws: (any Error).self) { _ = try MetricsCommand.parseAsRoot(["--quick", "--full"]) }
        #expect(throws: (any Error).self) { _ = try MetricsCommand.parseAsRoot(["--full", "--path", "/tmp"]) }
    }

    @Test func noCacheMeasuresEverythingAgain() throws {
        #expect(try options(["--no-cache"]).reuseResults == false)
    }

    @Test func quickDefaultsToTheTerminalTable() throws {
        let parsed = try options(["--quick"])
        #expect(parsed.quick)
        #expect(parsed.effectiveFormats == [.table])
    }

    /// `--quick --output DIR` used to create DIR and write nothing in it (issue 41, item 8).
    @Test func quickWithAnOutputFolderWritesEveryFormatThere() throws {
        #expect(try options(["--quick", "--output", "out"]).effectiveFormats == ReportFormat.allCases)
        #expect(try options(["--quick", "--output", "out", "--format", "md"]).effectiveFormats == [.markdown])
        #expect(try options(["--path", "A", "--pattern", "MVC", "--output", "out"]).effectiveFormats == ReportFormat.allCases)
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

    /// `--format ""` used to mean the default; a value that names no format is refused as
    /// argument-parser refuses any bad value, with every valid one.
    @Test func aFormatThatNamesNothingIsRefused() throws {
        for value in ["", " ", ",", "pdf"] {
            do {
                _ = try MetricsCommand.parseAsRoot(["--format", value])
                Issue.record("--format '\(value)' was accepted")
            } catch {
                #expect(MetricsCommand.message(for: error) == "The value '\(value)' is invalid for '--format <format>'. Please provide one of 'table', 'md', 'json', 'csv', 'html' or 'all' (comma-separated or repeated).")
            }
        }
        #expect(throws: (any Error).self) { try MetricsCommand.parseAsRoot(["--format", "md", "--format", ""]) }
        #expect(try options(["--format", "md,"]).effectiveFormats == [.markdown])
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

    @Test func readmeSubcommandHasDefaultsInThePackage() throws {
        let command = try #require(try MetricsCommand.parseAsRoot(["readme", "--package-path", "/tmp/pkg"]) as? ReadmeCommand)
        #expect(command.paths == ("/tmp/pkg", "/tmp/pkg/Metrics/Reports/metrics.json", "/tmp/pkg/README.md"))
    }

    /// Paths typed on the command line are read from the current folder, whatever the package.
    @Test func readmePathsAreReadFromTheCurrentFolder() throws {
        let command = try #require(try MetricsCommand.parseAsRoot([
            "readme", "--package-path", "/tmp/pkg", "--report", "my/report.json", "--readme", "/tmp/R.md",
        ]) as? ReadmeCommand)
        let here = FileManager.default.currentDirectoryPath
        #expect(command.paths == ("/tmp/pkg", URL(fileURLWithPath: "\(here)/my/report.json").standardizedFileURL.path, "/tmp/R.md"))
    }
}
