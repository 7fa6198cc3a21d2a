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
        let outcomes = try WorkerPool(jobs: context.jobs).map(runs) { _, run in
            shared.beginStep(run.id)
            defer { shared.endStep() }
            return try run.record(bin: bin, root: root, logs: logs, cancellation: cancellation)
        }
        progress.endPhase()

        var modules: [TraceFigures.Module] = []
        for module in context.selected {
            let logs = zip(runs, outcomes).filter { $0.0.module.id == module.id }.compactMap { run, outcome in outcome.log.map { (run.journey, $0) } }
            guard let definition = context.catalog.pattern(named: module.pattern), !logs.isEmpty else { continue }
            modules.append(TraceSummary(analyzer: TraceAnalyzer(pattern: definition)).module(module, logs: logs))
        }
        let gaps = Self.gaps(runs: runs, outcomes: outcomes, selected: context.selected, modules: modules)
        let deterministic = outcomes.allSatisfy { $0.log == nil || $0.sameBothTimes }
        let retried = outcomes.flatMap(\.retried)
        var notes = gaps.map { "Trace: \($0)." }
        if !retried.isEmpty {
            notes.append("Trace: \(retried.count) run(s) failed once and passed on a second try: \(retried.joined(separator: ", ")).")
        }
        let seconds = (ContinuousClock.now - start).seconds.rounded(toPlaces: 1)
        notes.append(
            "Trace: \(copy.probes) probes in an instrumented copy (\(relative(tree)); \(copy.filesWritten) file(s) rewritten this run, built in \(Format.duration(buildSeconds))), every parity journey of \(modules.count) module(s) run twice: "
                + (deterministic ? "both runs recorded the same calls" : "the two runs differed; the first is reported")
                + ", in \(Format.duration(seconds))."
        )
        return Outcome(
            figures: TraceFigures(modules: modules, patterns: TraceSummary.patternLines(modules, catalog: context.catalog), seconds: seconds, deterministic: deterministic, gaps: gaps.isEmpty ? nil : gaps),
            notes: notes
        )
    }

    static let journeyFolder = "Tests/ParityTests/Journeys"

    private func journeyRuns() -> [TraceJourneyRun] {
        var runs: [TraceJourneyRun] = []
        for module in context.selected {
            guard let executable = Self.executables[module.domain] else { continue }
            let folder = "\(context.root)/\(Self.journeyFolder)/\(executable)"
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".script") }.sorted()
            for name in names {
                runs.append(TraceJourneyRun(module: module, app: executable, executable: executable, journey: String(name.dropLast(".script".count))))
            }
        }
        return runs
    }

    /// What the figures lack, one line each: a journey that gave no log, a named action a
    /// module's logs do not have, a journey whose two runs differed.
    static func gaps(runs: [TraceJourneyRun], outcomes: [TraceJourneyRun.Outcome], selected: [PatternModule], modules: [TraceFigures.Module]) -> [String] {
        var gaps: [String] = []
        for (run, outcome) in zip(runs, outcomes) {
            if let failure = outcome.failure {
                gaps.append("\(run.id) gave no record: \(failure)")
            } else if !outcome.sameBothTimes {
                gaps.append("\(run.id) recorded different calls in its two runs")
            }
        }
        for module in selected {
            let traced = modules.first { $0.id == module.id }
            let missing = (TraceAction.standard[module.domain] ?? []).map(\.name).filter { name in !(traced?.actions.contains { $0.name == name } ?? false) }
            if !missing.isEmpty {
                gaps.append("\(module.id) has no trace of \(missing.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
        }
        return gaps
    }

    /// The link a journey's `# launch-link:` first line opens at launch, as the parity suite reads it.
    static func launchLink(_ script: String) -> String? {
        let prefix = "# launch-link:"
        guard let first = (try? String(contentsOfFile: script, encoding: .utf8))?.split(separator: "\n").first, first.hasPrefix(prefix) else { return nil }
        return first.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    }

    private func relative(_ path: String) -> String { path.relative(to: context.root) }
}
