import Foundation

/// Builds the runtime benchmark package (`Metrics/Benchmarks`, release) and runs it through
/// ordo-one/benchmark's command plugin, then reads its JMH export. Nothing here throws for a
/// failed build or run: the outcome carries a note, and the report goes on without figures.
public struct RuntimePhase {
    /// What the phase brings back: figures when the benchmarks ran, notes either way.
    public struct Outcome: Sendable {
        public var figures: RuntimeFigures?
        public var notes: [String]
    }

    public var toolchain: Toolchain
    public var root: String
    /// The benchmark package, relative to `root`.
    public var benchmarkPackage: String
    public var scratchPath: String
    public var workDirectory: String
    public var budget: Duration
    /// A regular expression on benchmark names (`<app>/<pattern>/…`); nil runs them all.
    public var filter: String?
    private let progress: ProgressBar
    private let cancellation: CancellationFlag?

    public init(
        toolchain: Toolchain, root: String, benchmarkPackage: String = "Metrics/Benchmarks", scratchPath: String,
        workDirectory: String, budget: Duration, filter: String? = nil, progress: ProgressBar, cancellation: CancellationFlag?
    ) {
        self.toolchain = toolchain
        self.root = root
        self.benchmarkPackage = benchmarkPackage
        self.scratchPath = scratchPath
        self.workDirectory = workDirectory
        self.budget = budget
        self.filter = filter
        self.progress = progress
        self.cancellation = cancellation
    }

    /// The `swift package benchmark` invocation: release build, JMH export into `exportDirectory`.
    func command(exportDirectory: String) -> Subprocess {
        var arguments = [
            "package", "--package-path", "\(root)/\(benchmarkPackage)", "--scratch-path", scratchPath,
            "--allow-writing-to-directory", exportDirectory,
            "benchmark", "--format", "jmh", "--path", exportDirectory, "--no-progress",
        ]
        if let filter { arguments += ["--filter", filter] }
        return Subprocess(toolchain.swift, arguments, timeout: budget)
    }

    public func run() throws -> Outcome {
        guard FileManager.default.fileExists(atPath: "\(root)/\(benchmarkPackage)/Package.swift") else {
            // A measured package without runtime benchmarks (the test fixtures) has nothing to run.
            return Outcome(notes: [])
        }
        let exportDirectory = "\(workDirectory)/runtime-export"
        try? FileManager.default.removeItem(atPath: exportDirectory)
        try FileManager.default.createDirectory(atPath: exportDirectory, withIntermediateDirectories: true)
        let log = "\(workDirectory)/runtime.log"
        progress.beginPhase("Runtime: building and running the benchmarks (release)", steps: 1)
        progress.beginStep("swift package benchmark")
        let result = try command(exportDirectory: exportDirectory)
            .run(outputPath: log, cancellation: cancellation) { [progress] elapsed in
                progress.tick(elapsedInStep: elapsed)
            }
        try cancellation?.check()
        progress.endStep()
        progress.endPhase()
        let seconds = Int(result.wallTime.components.seconds)
        guard result.succeeded else {
            let why = result.endReason == .timedOut
                ? "stopped after the runtime budget of \(budget.components.seconds) s (--runtime-budget; the first release build of the dependencies takes several minutes)"
                : "failed (exit code \(result.exitCode))"
            return Outcome(notes: ["Runtime: the benchmarks \(why); no runtime figures. Log: \(log)"])
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: exportDirectory))?.filter { $0.hasSuffix(".jmh.json") } ?? []
        guard let file = files.sorted().first,
              let data = FileManager.default.contents(atPath: "\(exportDirectory)/\(file)")
        else {
            return Outcome(notes: ["Runtime: the benchmarks ran but wrote no JMH export; no runtime figures. Log: \(log)"])
        }
        do {
            let figures = try RuntimeExportParser().parse(data)
            var notes = ["Runtime: benchmarks built (release) and run in \(seconds) s by ordo-one/benchmark; wall clock on the in-memory database, virtual time."]
            notes += figures.failures.map { "Runtime: \($0)" }
            return Outcome(figures: figures, notes: notes)
        } catch {
            return Outcome(notes: ["Runtime: \(error)"])
        }
    }
}
