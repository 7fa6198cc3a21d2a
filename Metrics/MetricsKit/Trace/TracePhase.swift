import Foundation

/// The reading cost: builds an instrumented copy of the workspace (`TraceCopy`), runs every
/// parity journey of every selected module in it twice, and reads from the records how far
/// each command travels: functions, files, types and roles visited, role hops, the deepest
/// chain, calls into the shared targets, and a sequence diagram of each named action.
public struct TracePhase {
    public struct Outcome: Sendable {
        public var figures: TraceFigures?
        public var notes: [String] = []
    }

    let context: TraceContext

    public init(context: TraceContext) {
        self.context = context
    }

    var tree: String { "\(context.scratchPath)/tree" }
    var build: String { "\(context.scratchPath)/build" }
    static let executables = ["FootballGather": "football-gather", "Countries": "countries"]

    public func run() throws -> Outcome {
        let start = ContinuousClock.now
        let progress = context.progress
        progress.beginPhase("Trace: the instrumented copy", steps: 2)
        let copy = try TraceCopy(root: context.root, tree: tree).refresh(context.workspace)
        progress.beginStep("swift build in \(relative(tree))")
        let buildLog = "\(context.logs)/trace-build.log"
        // One product a build: SwiftPM keeps only the last `--product`.
        var built: SubprocessResult?
        var buildSeconds = 0.0
        for product in Self.executables.values.sorted() where built?.succeeded ?? true {
            built = try Subprocess(
                context.toolchain.swift,
                ["build", "--package-path", tree, "--scratch-path", build, "--configuration", "debug", "--product", product],
                timeout: .seconds(3_600)
            ).run(outputPath: buildLog, cancellation: context.cancellation) { elapsed in
                progress.tick(elapsedInStep: elapsed)
            }
            buildSeconds += built?.wallTime.seconds ?? 0
        }
        progress.endStep()
        progress.endPhase()
        try context.cancellation?.check()
        guard built?.succeeded == true else {
            return Outcome(figures: nil, notes: ["Trace: the instrumented copy did not build (\(relative(buildLog)))."])
        }

        let runs = journeyRuns()
        progress.beginPhase("Trace: \(runs.count) journeys, each run twice", steps: runs.count)
        let shared = SharedProgress(progress)
        let (bin, logs, root, cancellation) = ("\(build)/debug", context.logs, context.root, context.cancellation)
        let logsByRun = try WorkerPool(jobs: context.jobs).map(runs) { worker, run -> (TraceLog, Bool)? in
            shared.beginStep("\(run.module.id) \(run.journey)")
            defer { shared.endStep() }
            var texts: [String] = []
            for attempt in 0..<2 {
                let output = "\(logs)/trace-\(run.module.domain)\(run.module.pattern)-\(run.journey)-\(attempt).tsv"
                try? FileManager.default.removeItem(atPath: output)
                var environment = ProcessInfo.processInfo.environment
                environment[TraceRuntimeSource.outputVariable] = output
                // Hashing seeded per process would order observers, and so calls, differently each run.
                environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
                let script = "\(root)/\(TracePhase.journeyFolder)/\(run.app)/\(run.journey).script"
                let link = Self.launchLink(script).map { ["--open", $0] } ?? []
                let result = try Subprocess(
                    "\(bin)/\(run.executable)",
                    ["--pattern", run.module.pattern.lowercased(), "--database", ":memory:", "--script", script] + link,
                    environment: environment, timeout: .seconds(300)
                ).run(outputPath: "\(logs)/trace-run\(worker).log", cancellation: cancellation)
                guard result.succeeded, let text = try? String(contentsOfFile: output, encoding: .utf8) else { return nil }
                texts.append(text)
            }
            let logs = texts.map(TraceLog.parse)
            return (logs[0], logs[0] == logs[1])
        }
        progress.endPhase()

        var notes: [String] = []
        let failed = zip(runs, logsByRun).filter { $0.1 == nil }.map { "\($0.0.module.id) \($0.0.journey)" }
        if !failed.isEmpty { notes.append("Trace: \(failed.count) journey run(s) failed and are left out: \(failed.joined(separator: ", ")) (logs: \(relative(context.logs))/trace-*).") }
        let deterministic = logsByRun.compactMap { $0 }.allSatisfy(\.1)
        var modules: [TraceFigures.Module] = []
        for module in context.selected {
            let logs = zip(runs, logsByRun).filter { $0.0.module.id == module.id }.compactMap { run, log in log.map { (run.journey, $0.0) } }
            guard let definition = context.catalog.pattern(named: module.pattern), !logs.isEmpty else { continue }
            modules.append(TraceSummary(analyzer: TraceAnalyzer(pattern: definition)).module(module, logs: logs))
        }
        let seconds = (ContinuousClock.now - start).seconds.rounded(toPlaces: 1)
        notes.append(
            "Trace: \(copy.probes) probes in an instrumented copy (\(relative(tree)); \(copy.filesWritten) file(s) rewritten this run, built in \(Format.duration(buildSeconds))), every parity journey of \(modules.count) module(s) run twice: "
                + (deterministic ? "both runs recorded the same calls" : "the two runs differed; the first is reported")
                + ", in \(Format.duration(seconds))."
        )
        return Outcome(
            figures: TraceFigures(modules: modules, patterns: TraceSummary.patternLines(modules, catalog: context.catalog), seconds: seconds, deterministic: deterministic),
            notes: notes
        )
    }

    static let journeyFolder = "Tests/ParityTests/Journeys"

    struct JourneyRun: Sendable {
        var module: PatternModule
        var app: String
        var executable: String
        var journey: String
    }

    private func journeyRuns() -> [JourneyRun] {
        var runs: [JourneyRun] = []
        for module in context.selected {
            guard let executable = Self.executables[module.domain] else { continue }
            let folder = "\(context.root)/\(Self.journeyFolder)/\(executable)"
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".script") }.sorted()
            for name in names {
                runs.append(JourneyRun(module: module, app: executable, executable: executable, journey: String(name.dropLast(".script".count))))
            }
        }
        return runs
    }

    /// The link a journey's `# launch-link:` first line opens at launch, as the parity suite reads it.
    static func launchLink(_ script: String) -> String? {
        let prefix = "# launch-link:"
        guard let first = (try? String(contentsOfFile: script, encoding: .utf8))?.split(separator: "\n").first, first.hasPrefix(prefix) else { return nil }
        return first.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    }

    private func relative(_ path: String) -> String { path.relative(to: context.root) }
}
