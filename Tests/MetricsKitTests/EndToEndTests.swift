import Foundation
import MetricsKit
import TestSupport
import Testing

/// Runs the metrics on the fixture packages the way `Scripts/metrics` does. The full runs build
/// the fixtures (a minute or so of both cores): slow tests, run by `Scripts/test --slow` and CI.
@Suite struct EndToEndTests {
    static let building = TestLevel.includesSlowTests

    /// On a thread of its own: a full run builds the fixture for a minute or more.
    private func run(_ fixture: Fixture, _ options: MetricsOptions) async throws -> MetricsReport {
        var options = options
        options.packagePath = fixture.root
        let finalOptions = options
        var report = try await onOwnThread {
            try MetricsRunner(options: finalOptions, progress: ProgressBar(style: .silent)) { _, _, _, _ in Fixture.environment }.run()
        }
        report.durationSeconds = 0
        return report
    }

    @Test func quickReportMatchesTheSnapshots() async throws {
        let fixture = try Fixture.copy("MiniWorkspace")
        defer { fixture.remove() }
        let report = try await run(fixture, MetricsOptions(quick: true))
        try Snapshot.assertMatches(TextReport.render(report), named: "mini-quick.txt")
        try Snapshot.assertMatches(MarkdownReport.render(report), named: "mini-quick.md")
        #expect(report.settings.mode == "quick")
        #expect(report.buildTiming == nil)
        #expect(report.modules.allSatisfy { $0.tests == nil && $0.build == nil })
    }

    @Test func filtersChooseModules() async throws {
        let fixture = try Fixture.copy("MiniWorkspace")
        defer { fixture.remove() }
        let report = try await run(fixture, MetricsOptions(quick: true, patterns: ["viper", "MVVM"], domains: ["alpha"]))
        #expect(report.modules.map(\.id) == ["Alpha/MVVM", "Alpha/VIPER"])
        #expect(report.patterns.map(\.pattern) == ["MVVM", "VIPER"])
        await #expect(throws: MetricsError.self) { try await run(fixture, MetricsOptions(quick: true, patterns: ["MVC"])) }
    }

    @Test(.enabled(if: building, "builds the fixture packages: Scripts/test --slow"), .timeLimit(.minutes(10)))
    func fullReportMeasuresBuildsTestsAndCoverageAndShowsTheFailingModule() async throws {
        let fixture = try Fixture.copy("MiniWorkspace")
        defer { fixture.remove() }
        let report = try await run(fixture, MetricsOptions(full: true, runs: 1, warmupRuns: 0, patterns: ["MVVM", "VIPER"], noiseProbeRounds: 1_000))
        #expect(report.settings.mode == "full")
        #expect(report.settings.phasesLeftOut == [])

        let alpha = try #require(report.modules.first { $0.id == "Alpha/MVVM" })
        #expect(alpha.status == "ok")
        #expect(alpha.tests == TestResults(listed: 4, status: "passed", passed: 4, failed: 0, skipped: 0, seconds: alpha.tests?.seconds))
        let own = try #require(alpha.coverage?.own)
        #expect(own.lines > 0 && own.coveredLines > 0 && own.coveredLines <= own.lines)
        #expect(try #require(alpha.coverage?.parity?.coveredLines) > 0)
        for kind in BuildKind.allCases {
            let figure = try #require(alpha.build?.figure(kind), "\(kind)")
            #expect(figure.samples.count == 1)
            #expect(figure.samples[0] > 0)
        }
        // The driver's own report: a full rebuild compiled all 3 sources, the incremental one the touched file only.
        #expect(alpha.build?.full?.compiledFiles == [3])
        #expect(alpha.build?.incremental?.compiledFiles == [1])
        #expect(alpha.build?.test?.compiledFiles == [1])
        #expect(try #require(alpha.build?.overheadSeconds) > 0)
        // One noise probe per measured round, before its modules.
        #expect(report.buildTiming?.noiseFloor?.samples.count == 1)
        #expect(alpha.build?.representativeFile == "Modules/Alpha/MVVM/List/ListViewModel.swift")

        // The timer compiled into copies of SwiftPM's outputs and put the originals back: the
        // next instrumented build of the tests (a re-run's) has nothing to compile.
        let next = try SwiftPMCommand(
            toolchain: try Toolchain.locate(), packagePath: fixture.root, scratchPath: "\(fixture.root)/.build-metrics/debug",
            configuration: "debug", coverage: true
        ).buildTests(timeout: .seconds(600)).run(outputPath: "\(fixture.root)/next-build.log")
        #expect(next.succeeded)
        let nextLog = try String(contentsOfFile: "\(fixture.root)/next-build.log", encoding: .utf8)
        #expect(!nextLog.contains("Compiling"), "\(nextLog)")

        let viper = try #require(report.modules.first { $0.id == "Alpha/VIPER" })
        #expect(viper.tests?.listed == 1)
        #expect(viper.tests?.status == "passed")

        // The deliberately failing module: shown as failed, the report still complete.
        let beta = try #require(report.modules.first { $0.id == "Beta/MVVM" })
        #expect(beta.status == "failed")
        #expect(beta.tests?.status == "failed")
        #expect(beta.tests?.passed == 1)
        #expect(beta.tests?.failed == 1)
        #expect(beta.failures.map(\.phase) == ["tests"])
        #expect(beta.coverage?.parity?.coveredLines == 0)
        #expect(beta.build?.full != nil)

        #expect(report.parity?.tests?.status == "passed")
        #expect(report.parity?.tests?.listed == 1)
        #expect(report.buildTiming?.runs == 1)
        #expect(report.patterns.first { $0.pattern == "MVVM" }?.failedModules == ["Beta/MVVM"])

        let written = try ReportWriter(directory: fixture.root + "/Reports").write(report, formats: ReportFormat.allCases)
        #expect(written.map { ($0 as NSString).lastPathComponent } == ["metrics.md", "metrics.json", "metrics.csv", "metrics.html"])
        let decoded = try JSONReport.decode(try Data(contentsOf: URL(fileURLWithPath: fixture.root + "/Reports/metrics.json")))
        #expect(decoded == report)
        #expect(TextReport.render(report).contains("✗ Beta/MVVM — tests: BetaMVVMTests: 1 test(s) failed"))
    }

    /// The default run collects no coverage, so it tests and times on the package's own `.build`,
    /// the build `Scripts/test` makes: nothing is built twice, and the timer leaves that build as
    /// it found it.
    @Test(.enabled(if: building, "builds the fixture packages: Scripts/test --slow"), .timeLimit(.minutes(10)))
    func defaultRunTestsAndTimesOnThePackagesOwnBuildAndLeavesItAsItFoundIt() async throws {
        let fixture = try Fixture.copy("MiniWorkspace")
        defer { fixture.remove() }
        let report = try await run(fixture, MetricsOptions(runs: 1, warmupRuns: 0, patterns: ["MVVM"], domains: ["Alpha"], noiseProbeRounds: 1_000))
        let alpha = try #require(report.modules.first { $0.id == "Alpha/MVVM" })
        #expect(alpha.tests?.status == "passed")
        #expect(alpha.coverage == nil)
        #expect(alpha.build?.full?.compiledFiles == [3])
        #expect(report.notes.contains("Tests ran on the package's own debug build in .build, the one `Scripts/test` makes."))
        #expect(MarkdownReport.render(report).contains("- The package's own debug build in `.build`, shared with the tests and with `Scripts/test`"))
        #expect(!FileManager.default.fileExists(atPath: "\(fixture.root)/.build-metrics/debug"))

        let next = try SwiftPMCommand(
            toolchain: try Toolchain.locate(), packagePath: fixture.root, scratchPath: "\(fixture.root)/.build", configuration: "debug"
        ).buildTests(timeout: .seconds(600)).run(outputPath: "\(fixture.root)/next-build.log")
        #expect(next.succeeded)
        let nextLog = try String(contentsOfFile: "\(fixture.root)/next-build.log", encoding: .utf8)
        #expect(!nextLog.contains("Compiling"), "\(nextLog)")
    }

    /// Tests whose inputs did not change since a run where they passed are not run again; an
    /// edit to one module runs that module's tests and the parity suite, nothing else.
    @Test(.enabled(if: building, "builds the fixture packages: Scripts/test --slow"), .timeLimit(.minutes(10)))
    func aReRunRunsOnlyTheTestsWhoseInputsChanged() async throws {
        let fixture = try Fixture.copy("MiniWorkspace")
        defer { fixture.remove() }
        let options = MetricsOptions(patterns: ["MVVM", "VIPER"], skipBuildTiming: true)
        func reusedNote(_ report: MetricsReport) -> String? { report.notes.first { $0.hasPrefix("Tests: the results of") } }

        let first = try await run(fixture, options)
        #expect(reusedNote(first) == nil)
        #expect(first.modules.first { $0.id == "Alpha/MVVM" }?.tests?.status == "passed")

        let second = try await run(fixture, options)
        let reused = try #require(reusedNote(second))
        for name in ["Alpha/MVVM", "Alpha/VIPER", "the parity suite"] { #expect(reused.contains(name)) }
        // A failing module is never taken from the cache: it runs, and fails, again.
        #expect(!reused.contains("Beta/MVVM"))
        #expect(second.modules.first { $0.id == "Beta/MVVM" }?.tests?.failed == 1)
        let alpha = ["Alpha/MVVM", "Alpha/VIPER"]
        #expect(second.modules.filter { alpha.contains($0.id) }.map(\.tests) == first.modules.filter { alpha.contains($0.id) }.map(\.tests))
        #expect(second.parity?.tests == first.parity?.tests)

        let handle = try #require(FileHandle(forWritingAtPath: "\(fixture.root)/Modules/Alpha/MVVM/List/ListViewModel.swift"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("// edited\n".utf8))
        try handle.close()
        let third = try #require(reusedNote(try await run(fixture, options)))
        #expect(third.contains("Alpha/VIPER"))
        #expect(!third.contains("Alpha/MVVM"))
        #expect(!third.contains("parity"))

        var ignoring = options
        ignoring.reuseResults = false
        #expect(reusedNote(try await run(fixture, ignoring)) == nil)
    }

    @Test(.enabled(if: building, "builds the fixture packages: Scripts/test --slow"), .timeLimit(.minutes(10)))
    func moduleThatDoesNotCompileIsReportedAndTheRestStillMeasured() async throws {
        let fixture = try Fixture.copy("BrokenWorkspace")
        defer { fixture.remove() }
        let report = try await run(fixture, MetricsOptions(runs: 1, warmupRuns: 0))
        #expect(report.settings.mode == "default")
        #expect(report.settings.phases == ["static figures", "tests", "build timing"])
        #expect(report.settings.phasesLeftOut == ["incremental build timing", "coverage", "test-target build timing", "runtime", "change cost", "trace"])
        #expect(MarkdownReport.render(report).contains("| Left out | incremental build timing, coverage, test-target build timing, runtime, change cost, trace; `Scripts/metrics --full` adds them |"))

        let good = try #require(report.modules.first { $0.id == "Good/MVVM" })
        #expect(good.build?.full?.samples.count == 1)
        #expect(good.build?.incremental == nil, "incremental rebuilds are --full's")
        #expect(good.build?.test == nil)
        #expect(good.coverage == nil)
        #expect(good.size.code == 7)
        #expect(good.tests?.status == "not run")

        let bad = try #require(report.modules.first { $0.id == "Bad/MVVM" })
        #expect(bad.status == "failed")
        #expect(bad.build == nil)
        // In the order the phases run: the tests' build comes first, the build timing after it.
        #expect(bad.failures.map(\.phase) == ["tests", "build"])
        #expect(bad.failures.allSatisfy { $0.message.contains("error:") })
        #expect(report.notes.contains { $0.contains("The test bundle did not build (errors in Bad/MVVM)") })
        #expect(HTMLReport.render(report).contains("Failed modules"))
    }
}
