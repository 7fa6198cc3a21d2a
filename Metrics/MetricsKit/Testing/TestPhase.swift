import Foundation

/// Builds the test bundle once with coverage instrumentation (in its own scratch path), lists
/// the tests, then runs each pattern module's test targets and the parity suite separately:
/// pass/fail/time per run and, in a `--full` run, the line coverage each run gives the pattern modules.
public final class TestPhase {
    public struct Outcome: Sendable {
        public var tests: [String: TestResults] = [:]
        public var coverage: [String: CoverageFigures] = [:]
        public var parity: TestResults?
        public var failures: [String: [PhaseFailure]] = [:]
        public var notes: [String] = []
    }

    private let command: SwiftPMCommand
    private let root: String
    private let packageName: String
    private let progress: ProgressBar
    private let cancellation: CancellationFlag?
    private let workDirectory: String
    private let timeout: Duration

    public init(
        command: SwiftPMCommand, root: String, packageName: String, progress: ProgressBar,
        cancellation: CancellationFlag?, workDirectory: String, timeout: Duration = .seconds(1_800)
    ) {
        self.command = command
        self.root = root
        self.packageName = packageName
        self.progress = progress
        self.cancellation = cancellation
        self.workDirectory = workDirectory
        self.timeout = timeout
    }

    /// Runs the tests of `modules` and the `parity` suite. `declaredTests` (per test target) stand
    /// in for the listed counts when `swift test list` fails. With `coverage`, reads the line
    /// coverage each run gives the modules (the parity suite's for `parityCovers`, every
    /// module of the run, when nil `modules`).
    public func run(
        modules: [PatternModule], parity: TargetSources?, declaredTests: [String: Int] = [:],
        coverage: Bool = true, parityCovers: [PatternModule]? = nil
    ) throws -> Outcome {
        var outcome = Outcome()
        progress.beginPhase(command.coverage ? "Tests: building the test bundle (instrumented for coverage)" : "Tests: building the test bundle", steps: 1)
        progress.beginStep("swift build --build-tests" + (command.coverage ? " --enable-code-coverage" : ""))
        let buildLog = "\(workDirectory)/test-build.log"
        let build = try command.buildTests(timeout: timeout)
            .run(outputPath: buildLog, cancellation: cancellation) { [progress] elapsed in
                progress.tick(elapsedInStep: elapsed, fraction: BuildLog.fraction(ofLogAt: buildLog))
            }
        try cancellation?.check()
        progress.endStep()
        progress.endPhase()
        guard build.succeeded else {
            recordBuildFailure(build, modules: modules, parity: parity, into: &outcome)
            return outcome
        }

        let listing = try command.listTests(timeout: .seconds(300)).run(outputPath: "\(workDirectory)/test-list.log", cancellation: cancellation)
        let listingWorked = listing.succeeded
        let listed = TestOutputParser.listedTests((try? String(contentsOfFile: listing.outputPath, encoding: .utf8)) ?? "")
        if !listingWorked {
            outcome.notes.append("`swift test list` failed (see \(listing.outputPath)): test counts are the declared ones, and every test target was run anyway.")
        }

        let runnable = modules.filter { !$0.testTargets.isEmpty }
        progress.beginPhase(coverage ? "Tests and coverage" : "Tests", steps: runnable.count + (parity == nil ? 0 : 1))
        let reader = CoverageReader(toolchain: command.toolchain, testBinary: "\(command.binPath)/\(packageName)PackageTests.xctest")
        for module in runnable {
            progress.beginStep("tests of \(module.id)")
            let targets = module.testTargets.map { target in
                (name: target.name, listed: listingWorked ? listed[target.name] ?? 0 : declaredTests[target.name] ?? 0)
            }
            let run = try runTests(targets: targets, label: "\(module.domain)\(module.pattern)")
            outcome.tests[module.id] = run.results
            if run.results.status == "failed" {
                outcome.failures[module.id, default: []].append(PhaseFailure(phase: "tests", message: run.results.message ?? "tests failed"))
            }
            if coverage, let profiles = run.profileDirectory {
                do {
                    let files = module.sourceFiles.map { "\(root)/\($0)" }
                    outcome.coverage[module.id, default: CoverageFigures()].own = sum(try reader.coverage(profileDirectory: profiles, files: files), files)
                } catch {
                    outcome.failures[module.id, default: []].append(PhaseFailure(phase: "coverage", message: "\(error)"))
                }
            }
            progress.endStep()
        }
        if let parity {
            progress.beginStep("parity suite \(parity.name)")
            let count = listingWorked ? listed[parity.name] ?? 0 : declaredTests[parity.name] ?? 0
            let run = try runTests(targets: [(parity.name, count)], label: parity.name)
            outcome.parity = run.results
            if coverage, let profiles = run.profileDirectory {
                let covered = parityCovers ?? modules
                let files = covered.flatMap(\.sourceFiles).map { "\(root)/\($0)" }
                do {
                    let perFile = try reader.coverage(profileDirectory: profiles, files: files)
                    for module in covered {
                        outcome.coverage[module.id, default: CoverageFigures()].parity = sum(perFile, module.sourceFiles.map { "\(root)/\($0)" })
                    }
                } catch {
                    outcome.notes.append("Parity coverage could not be read: \(error)")
                }
            }
            progress.endStep()
        }
        progress.endPhase()
        return outcome
    }

    private func sum(_ perFile: [String: Coverage], _ files: [String]) -> Coverage {
        files.reduce(Coverage(coveredLines: 0, lines: 0)) { $0 + (perFile[$1] ?? Coverage(coveredLines: 0, lines: 0)) }
    }

    /// Runs each test target on its own (`--filter '^<target>\\.'`), all writing their coverage
    /// profiles into one folder; the results add up. The folder is nil when nothing ran.
    private func runTests(targets: [(name: String, listed: Int)], label: String) throws -> (results: TestResults, profileDirectory: String?) {
        let listed = targets.reduce(0) { $0 + $1.listed }
        guard listed > 0 else { return (TestResults(listed: 0, status: "no tests"), nil) }
        let profiles = "\(workDirectory)/profiles-\(label)"
        try? FileManager.default.removeItem(atPath: profiles)
        try FileManager.default.createDirectory(atPath: profiles, withIntermediateDirectories: true)
        var total = TestResults(listed: listed, status: "passed", seconds: 0)
        var messages: [String] = []
        for target in targets where target.listed > 0 {
            let xunit = "\(workDirectory)/\(target.name).xml"
            let swiftTestingXunit = "\(workDirectory)/\(target.name)-swift-testing.xml"
            try? FileManager.default.removeItem(atPath: swiftTestingXunit)
            let result = try command.runTests(filter: "^\(target.name)\\.", xunitPath: xunit, profileDirectory: profiles, timeout: timeout)
                .run(outputPath: "\(workDirectory)/\(target.name)-tests.log", cancellation: cancellation) { [progress] elapsed in
                    progress.tick(elapsedInStep: elapsed)
                }
            try cancellation?.check()
            let console = (try? String(contentsOfFile: result.outputPath, encoding: .utf8)) ?? ""
            let xml = (try? String(contentsOfFile: swiftTestingXunit, encoding: .utf8)) ?? ""
            let counts = TestOutputParser.xctest(console: console) + TestOutputParser.xunit(xml)
            total.passed += counts.passed
            total.failed += counts.failed
            total.skipped += counts.skipped
            total.seconds = ((total.seconds ?? 0) + result.wallTime.seconds).rounded(toPlaces: 3)
            if result.endReason == .timedOut {
                messages.append("\(target.name): the test run timed out")
            } else if counts.failed > 0 {
                messages.append("\(target.name): \(counts.failed) test(s) failed")
            } else if !result.succeeded {
                messages.append("\(target.name): the test run failed (exit \(result.exitCode)): \(result.outputTail(lines: 3))")
            }
        }
        if !messages.isEmpty {
            total.status = "failed"
            total.message = messages.joined(separator: "; ")
        }
        return (total, profiles)
    }

    /// Marks the modules whose files the compiler complained about as failed, the rest as not run.
    private func recordBuildFailure(_ build: SubprocessResult, modules: [PatternModule], parity: TargetSources?, into outcome: inout Outcome) {
        let log = (try? String(contentsOfFile: build.outputPath, encoding: .utf8)) ?? ""
        let errors = log.split(separator: "\n").filter { $0.contains("error:") }
        var blamed: [String] = []
        for module in modules {
            let files = module.sourceFiles + module.testFiles
            let own = errors.filter { line in files.contains { line.contains($0) } }
            if !own.isEmpty {
                blamed.append(module.id)
                outcome.failures[module.id, default: []].append(
                    PhaseFailure(phase: "tests", message: "does not compile: " + own.prefix(3).joined(separator: "\n"))
                )
            }
            outcome.tests[module.id] = TestResults(listed: 0, status: "not run", message: "the test bundle did not build")
        }
        outcome.parity = parity.map { _ in TestResults(listed: 0, status: "not run", message: "the test bundle did not build") }
        let culprit = blamed.isEmpty ? "see \(build.outputPath)" : "errors in \(blamed.joined(separator: ", "))"
        outcome.notes.append("The test bundle did not build (\(culprit)); no tests ran and no coverage was measured.")
    }
}

/// SwiftPM prints `[n/m] Compiling …`; the last such line tells how far a build is.
enum BuildLog {
    static func fraction(ofLogAt path: String) -> Double? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: size > 4_096 ? size - 4_096 : 0)
        let tail = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        for line in tail.split(separator: "\n").reversed() where line.hasPrefix("[") {
            let numbers = line.dropFirst().prefix { $0 != "]" }.split(separator: "/")
            if numbers.count == 2, let done = Double(numbers[0]), let total = Double(numbers[1]), total > 0 {
                return done / total
            }
        }
        return nil
    }
}
