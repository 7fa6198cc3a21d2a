import Foundation

/// Times module builds in the run's own scratch path (dependencies already built there):
/// full rebuild, incremental rebuild after one representative file changes, and test-target
/// rebuild. Every module goes through one round before the next round starts (round-robin,
/// starting one module later each round), so drift of the machine hits every pattern alike.
///
/// A figure is the wall time of the module's own compiler commands, read from SwiftPM's build
/// manifest and run as SwiftPM runs them, so SwiftPM's planning is in no figure; it is measured
/// apart as a null build. Each timed build is checked against the driver's report of what it
/// compiled, and a fixed CPU job at the start of every round measures the machine's own noise.
/// The timed commands build into copies of the targets' outputs (``BuildOutputStash``), so the
/// scratch path ends as SwiftPM left it and the next build there has nothing to do.
public final class BuildTimer {
    public struct Plan: Sendable {
        public var modules: [PatternModule]
        public var representativeFiles: [String: String]
        public var runs: RunCount
        public var warmupRuns: Int
        public var buildTimeout: Duration
        /// Null builds per module after its preparation (their median is the planning overhead;
        /// one by default: the overhead is part of no figure, and each costs a second and a half).
        public var nullBuilds: Int
        public var probe: NoiseProbe
        /// Parallel compile jobs for every timed command; nil keeps SwiftPM's choice (one per core).
        public var compilerJobs: Int?
        /// Measured rounds that time the test targets' rebuilds too (after the warm-up rounds,
        /// which do as well); 0 leaves them out. A test-target rebuild costs several times a
        /// module's full rebuild, so a `--full` run times it in fewer rounds than the rest.
        public var testTargetRuns: Int
        /// Whether noisy modules get more rounds after the measured ones (a `--full` run); without,
        /// their wider intervals and the noisy mark are what the report shows.
        public var measuresNoisyModulesAgain: Bool

        public init(
            modules: [PatternModule], representativeFiles: [String: String], runs: RunCount, warmupRuns: Int,
            buildTimeout: Duration = .seconds(900), nullBuilds: Int = 1, probe: NoiseProbe = NoiseProbe(),
            compilerJobs: Int? = nil, testTargetRuns: Int = .max, measuresNoisyModulesAgain: Bool = true
        ) {
            self.modules = modules
            self.representativeFiles = representativeFiles
            self.runs = runs
            self.warmupRuns = warmupRuns
            self.buildTimeout = buildTimeout
            self.nullBuilds = nullBuilds
            self.probe = probe
            self.compilerJobs = compilerJobs
            self.testTargetRuns = testTargetRuns
            self.measuresNoisyModulesAgain = measuresNoisyModulesAgain
        }
    }

    /// How many measured runs: fixed, or as many as fit a time budget (decided after the warm-up).
    public enum RunCount: Sendable, Equatable {
        case fixed(Int)
        case auto(budget: Duration, minimum: Int, maximum: Int)
    }

    public struct Outcome: Sendable {
        public var builds: [String: ModuleBuild]
        public var failures: [String: String]
        public var summary: BuildTimingSummary
        public var notes: [String]
    }

    public static let overheadMethod = """
        Each figure is the wall time of the module's own compiler commands, read from SwiftPM's build \
        manifest (`<scratch>/<configuration>.yaml`) and run exactly as SwiftPM runs them, one target after \
        another in dependency order: SwiftPM's planning is in no figure. It is measured apart as a null \
        build (`swift build --target <module>` with nothing to do, after the module's preparation) and \
        shown as Overhead. A change is simulated by giving files a new modification time, a whole second \
        no earlier change used (the Swift driver compares times to the second and skips a file touched \
        within the same one), and every timed build is checked against the driver's report of the files \
        it compiled.
        """
    public static let spreadThreshold = 0.10

    let command: SwiftPMCommand
    let root: String
    let progress: ProgressBar
    let cancellation: CancellationFlag?
    let logDirectory: String
    let toucher = SourceToucher()

    public init(command: SwiftPMCommand, root: String, progress: ProgressBar, cancellation: CancellationFlag?, logDirectory: String) {
        self.command = command
        self.root = root
        self.progress = progress
        self.cancellation = cancellation
        self.logDirectory = logDirectory
    }

    /// The compiler commands of one module: its targets, then its test targets.
    struct ModuleCommands {
        var sources: [CompileCommand]
        var tests: [CompileCommand]
    }

    public func measure(_ plan: Plan) throws -> Outcome {
        let phaseStart = ContinuousClock.now
        defer { toucher.restore() }
        var failures: [String: String] = [:]
        var recorder = SampleRecorder()
        let stash = Self.outputStash(of: command, logDirectory: logDirectory)
        stash.recover()
        var active = try prepare(plan, failures: &failures, recorder: &recorder)
        let commands = readCommands(of: &active, failures: &failures, jobs: plan.compilerJobs)
        defer { stash.restore() }
        try stash.stash(targets: active.flatMap { module in
            (module.targets + (plan.timesTestTargets ? module.testTargets : [])).map(\.name)
        })

        var measuredRuns: Int? = if case let .fixed(count) = plan.runs { count } else { nil }
        var round = 0
        while !active.isEmpty && round < plan.warmupRuns + (measuredRuns ?? 1) {
            let warmup = round < plan.warmupRuns
            let roundStart = ContinuousClock.now
            let title = warmup
                ? "Build timing: warm-up round (discarded)"
                : "Build timing: run \(round - plan.warmupRuns + 1) of \(measuredRuns.map(String.init) ?? "?")"
            let tests = plan.timesTestTargets && round - plan.warmupRuns < plan.testTargetRuns
            progress.beginPhase(title, steps: active.reduce(0) { $0 + Self.steps(of: $1, warmup: warmup, tests: tests, plan: plan) })
            let probe = plan.probe.run()
            if !warmup { recorder.addProbe(probe) }
            for module in active.rotated(by: round) {
                guard let moduleCommands = commands[module.id] else { continue }
                do {
                    try measureRound(of: module, commands: moduleCommands, plan: plan, warmup: warmup, tests: tests, into: &recorder)
                } catch let failure as ModuleBuildFailure {
                    failures[module.id] = failure.message
                    active.removeAll { $0.id == module.id }
                    progress.log("build of \(module.id) failed during timing: \(failure.message.split(separator: "\n").first ?? "")")
                }
            }
            progress.endPhase()
            if measuredRuns == nil, case let .auto(budget, minimum, maximum) = plan.runs,
               round + 1 == Swift.max(plan.warmupRuns, 1) {
                let fitting = Int((budget / (ContinuousClock.now - roundStart)).rounded(.down))
                measuredRuns = Swift.max(minimum, Swift.min(maximum, fitting))
            }
            round += 1
        }

        let extraRuns = try measureNoisyModulesAgain(active, commands: commands, plan: plan, baseRuns: measuredRuns ?? 0, recorder: &recorder, failures: &failures)
        active.removeAll { failures[$0.id] != nil }

        let builds = recorder.figures(for: active, representativeFiles: plan.representativeFiles)
        let maxSpread = builds.values.compactMap { $0.full?.spread }.max()
        let noiseFloor = recorder.probeSamples.isEmpty ? nil : NoiseFloor(samples: recorder.probeSamples)
        let noisy = (maxSpread ?? 0) > Self.spreadThreshold
        var notes: [String] = []
        if let maxSpread {
            notes.append(Self.spreadNote(maxSpread: maxSpread, noiseFloor: noiseFloor))
        }
        if case let .auto(_, minimum, maximum) = plan.runs, let measuredRuns {
            notes.append(
                minimum == maximum
                    ? "Build timing ran \(measuredRuns) measured runs after \(plan.warmupRuns) warm-up run(s), the fewest that give each median a 95 % interval (`--full` adds rounds where they fit its time budget; --runs sets them)."
                    : "Build timing ran \(measuredRuns) measured runs after \(plan.warmupRuns) warm-up run(s), chosen to fit the time budget (use --runs to set it)."
            )
        }
        if !plan.measuresNoisyModulesAgain, case .auto = plan.runs {
            let imprecise = active.map(\.id).filter { !recorder.isPrecise($0, target: Self.precisionTarget) }.sorted()
            if !imprecise.isEmpty {
                notes.append("Full-rebuild medians not yet known to ±\(Int(Self.precisionTarget * 100)) % at 95 % confidence: \(imprecise.joined(separator: ", ")); their intervals say how far off they may be. `--full` gives such modules more rounds.")
            }
        }
        if !extraRuns.isEmpty {
            let list = extraRuns.sorted { $0.key < $1.key }.map { "\($0.key) +\($0.value)" }.joined(separator: ", ")
            notes.append("Noisy modules ran again (\(Self.noisyRule)): \(list).")
        }
        let summary = BuildTimingSummary(
            configuration: command.configuration, compilerJobs: commands.values.lazy.compactMap { $0.sources.first?.jobs }.first,
            runs: measuredRuns ?? 0, warmupRuns: plan.warmupRuns,
            overheadMethod: Self.overheadMethod, maxFullRebuildSpread: maxSpread,
            spreadThreshold: Self.spreadThreshold, noisy: noisy, noiseFloor: noiseFloor,
            phaseSeconds: (ContinuousClock.now - phaseStart).seconds
        )
        return Outcome(builds: builds, failures: failures, summary: summary, notes: notes)
    }
}

extension BuildTimer {
    /// Where the timer keeps SwiftPM's outputs while it builds into copies of them.
    static func outputStash(of command: SwiftPMCommand, logDirectory: String) -> BuildOutputStash {
        BuildOutputStash(
            binPath: command.binPath, stashPath: "\(command.scratchPath)/timing-stash",
            logPath: "\(logDirectory)/timing-stash.log"
        )
    }
}

extension BuildTimer.Plan {
    var timesTestTargets: Bool { testTargetRuns > 0 }
}

struct ModuleBuildFailure: Error {
    var message: String
}

extension Array {
    /// The array starting at `offset` (modulo its count), wrapping around.
    func rotated(by offset: Int) -> [Element] {
        guard !isEmpty else { return self }
        let start = offset % count
        return Array(self[start...] + self[..<start])
    }
}

extension Duration {
    public var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
