import Foundation

/// Times module builds in the run's own scratch path (dependencies already built there):
/// full rebuild, incremental rebuild after one representative file changes, and test-target
/// rebuild. Every module goes through one round before the next round starts (round-robin,
/// starting one module later each round), so drift of the machine hits every pattern alike.
///
/// A figure is the wall time of the module's own compiler commands, read from SwiftPM's build
/// manifest and run as SwiftPM runs them, so SwiftPM's planning is in no figure; it is measured
/// apart as a null build. Each timed build is checked against the driver's report of what it
/// compiled, and a fixed CPU job between the builds measures the machine's own noise.
public final class BuildTimer {
    public struct Plan: Sendable {
        public var modules: [PatternModule]
        public var representativeFiles: [String: String]
        public var runs: RunCount
        public var warmupRuns: Int
        public var buildTimeout: Duration
        /// Null builds per module after its preparation (their median is the planning overhead).
        public var nullBuilds: Int
        public var probe: NoiseProbe
        /// Parallel compile jobs for every timed command; nil keeps SwiftPM's choice (one per core).
        public var compilerJobs: Int?

        public init(
            modules: [PatternModule], representativeFiles: [String: String], runs: RunCount, warmupRuns: Int,
            buildTimeout: Duration = .seconds(900), nullBuilds: Int = 3, probe: NoiseProbe = NoiseProbe(),
            compilerJobs: Int? = nil
        ) {
            self.modules = modules
            self.representativeFiles = representativeFiles
            self.runs = runs
            self.warmupRuns = warmupRuns
            self.buildTimeout = buildTimeout
            self.nullBuilds = nullBuilds
            self.probe = probe
            self.compilerJobs = compilerJobs
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

    private let command: SwiftPMCommand
    private let root: String
    private let progress: ProgressBar
    private let cancellation: CancellationFlag?
    private let logDirectory: String
    private let toucher = SourceToucher()

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
        var active = try prepare(plan, failures: &failures, recorder: &recorder)
        let commands = readCommands(of: &active, failures: &failures, jobs: plan.compilerJobs)
        defer { discardUninstrumentedObjects(of: plan.modules) }

        var measuredRuns: Int? = if case let .fixed(count) = plan.runs { count } else { nil }
        var round = 0
        while !active.isEmpty && round < plan.warmupRuns + (measuredRuns ?? 1) {
            let warmup = round < plan.warmupRuns
            let roundStart = ContinuousClock.now
            let title = warmup
                ? "Build timing: warm-up round (discarded)"
                : "Build timing: run \(round - plan.warmupRuns + 1) of \(measuredRuns.map(String.init) ?? "?")"
            progress.beginPhase(title, steps: active.reduce(0) { $0 + Self.steps(of: $1, warmup: warmup, plan: plan) })
            for module in active.rotated(by: round) {
                guard let moduleCommands = commands[module.id] else { continue }
                do {
                    try measureRound(of: module, commands: moduleCommands, plan: plan, warmup: warmup, into: &recorder)
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
        if case .auto = plan.runs, let measuredRuns {
            notes.append("Build timing ran \(measuredRuns) measured runs after \(plan.warmupRuns) warm-up run(s), chosen to fit the time budget (use --runs to set it).")
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

    /// When a module counts as noisy, in the report's words.
    static let noisyRule = "a module whose full-rebuild median is not yet known to ±\(Int(precisionTarget * 100)) % at 95 % confidence gets more rounds of all three builds, alone, up to \(maximumRuns) runs, within half the build budget again"
    /// The half-width of a median's 95 % interval, relative to the median, that is precise enough.
    static let precisionTarget = 0.05
    /// The most measured runs a noisy module gets.
    static let maximumRuns = 9

    /// More runs where the noise is: after the round-robin rounds, every module whose
    /// full-rebuild median is not precise enough (``precisionTarget``, or an interval below
    /// 95 % because too few runs fit) is measured again, one extra round at a time, until it is,
    /// or it has ``maximumRuns`` runs, or half the build budget is spent. Only with `.auto` runs.
    /// Returns the extra runs per module id.
    private func measureNoisyModulesAgain(
        _ modules: [PatternModule], commands: [String: ModuleCommands], plan: Plan, baseRuns: Int,
        recorder: inout SampleRecorder, failures: inout [String: String]
    ) throws -> [String: Int] {
        guard case let .auto(budget, _, _) = plan.runs, baseRuns > 0 else { return [:] }
        let start = ContinuousClock.now
        var extra: [String: Int] = [:]
        while ContinuousClock.now - start < budget / 2 {
            let noisy = modules.filter { module in
                failures[module.id] == nil && baseRuns + extra[module.id, default: 0] < Self.maximumRuns
                    && !recorder.isPrecise(module.id, target: Self.precisionTarget)
            }
            guard !noisy.isEmpty else { break }
            progress.beginPhase("Build timing: another run of \(noisy.count) noisy module(s)", steps: noisy.reduce(0) { $0 + Self.steps(of: $1, warmup: false, plan: plan) })
            for module in noisy where ContinuousClock.now - start < budget / 2 {
                guard let moduleCommands = commands[module.id] else { continue }
                do {
                    try measureRound(of: module, commands: moduleCommands, plan: plan, warmup: false, into: &recorder)
                    extra[module.id, default: 0] += 1
                } catch let failure as ModuleBuildFailure {
                    failures[module.id] = failure.message
                }
            }
            progress.endPhase()
        }
        return extra
    }

    static func spreadNote(maxSpread: Double, noiseFloor: NoiseFloor?) -> String {
        let probe = noiseFloor.map {
            String(format: " The noise probe (the same CPU work every time, run between the builds) spread %.0f %% in this run: that much comes from the machine itself.", $0.spread * 100)
        } ?? ""
        guard maxSpread > spreadThreshold else {
            return String(format: "Build times were stable: the largest spread (max − min) / median of a full module rebuild was %.0f %% (target ≤ %.0f %%).", maxSpread * 100, spreadThreshold * 100) + probe
        }
        return String(
            format: "The machine was too noisy for stable build times: the largest spread (max − min) / median of a full module rebuild was %.0f %% (target ≤ %.0f %%).",
            maxSpread * 100, spreadThreshold * 100
        ) + probe + " Compare medians only; rerun on an idle machine for tighter figures."
    }

    /// Builds every module with its dependencies and tests through SwiftPM, then times its null
    /// builds. Returns the modules that built.
    private func prepare(_ plan: Plan, failures: inout [String: String], recorder: inout SampleRecorder) throws -> [PatternModule] {
        progress.beginPhase("Preparing builds (\(command.configuration))", steps: plan.modules.count)
        defer { progress.endPhase() }
        var prepared: [PatternModule] = []
        for module in plan.modules {
            progress.beginStep("build \(module.id) and its dependencies, then its null builds")
            defer { progress.endStep() }
            let label = "prepare-\(module.domain)\(module.pattern)"
            do {
                _ = try swiftBuild(module.rootTargets + module.testTargets.map(\.name), label: label, timeout: plan.buildTimeout)
                for run in 0..<plan.nullBuilds {
                    let null = try swiftBuild(module.rootTargets, label: "\(label)-null\(run)", timeout: plan.buildTimeout)
                    recorder.addNullBuild(null, module: module.id)
                }
                prepared.append(module)
            } catch let failure as ModuleBuildFailure {
                failures[module.id] = failure.message
                progress.log("build of \(module.id) failed: \(failure.message.split(separator: "\n").first ?? "")")
            }
        }
        return prepared
    }

    /// The compiler commands of every prepared module; a module whose commands cannot be read fails.
    private func readCommands(
        of modules: inout [PatternModule], failures: inout [String: String], jobs: Int?
    ) -> [String: ModuleCommands] {
        guard !modules.isEmpty else { return [:] }
        var commands: [String: ModuleCommands] = [:]
        do {
            let manifest = try BuildManifest(scratchPath: command.scratchPath, configuration: command.configuration)
            func compileCommand(_ target: TargetSources) throws -> CompileCommand {
                var read = try manifest.compileCommand(for: target.name)
                if command.coverage { read = read.uninstrumented }
                return jobs.map(read.withJobs) ?? read
            }
            for module in modules {
                do {
                    commands[module.id] = ModuleCommands(
                        sources: try module.targetsInBuildOrder.map(compileCommand),
                        tests: try module.testTargetsInBuildOrder.map(compileCommand)
                    )
                } catch let failure as ModuleBuildFailure {
                    failures[module.id] = failure.message
                }
            }
        } catch {
            for module in modules { failures[module.id] = "\(error)" }
        }
        modules.removeAll { commands[$0.id] == nil }
        return commands
    }

    /// In a coverage-instrumented scratch path the timed commands leave plain object files
    /// behind; removing them makes the next instrumented build compile those targets again
    /// instead of linking uninstrumented code into the tests. (Removing a target's whole build
    /// folder would break SwiftPM's next build of it; the objects alone are safe.)
    private func discardUninstrumentedObjects(of modules: [PatternModule]) {
        guard command.coverage else { return }
        let files = FileManager.default
        for target in modules.flatMap({ ($0.targets + $0.testTargets).map(\.name) }) {
            let folder = "\(command.binPath)/\(target).build"
            for name in (try? files.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".o") {
                try? files.removeItem(atPath: "\(folder)/\(name)")
            }
        }
    }

    /// One round for one module: noise probe, full, incremental and test-target rebuild. A warm-up
    /// round does only the full and test-target rebuilds (they load the compiler, the
    /// dependencies' modules and the test macros into the caches) and records nothing.
    private func measureRound(
        of module: PatternModule, commands: ModuleCommands, plan: Plan, warmup: Bool, into recorder: inout SampleRecorder
    ) throws {
        let label = "\(module.domain)\(module.pattern)"
        let probe = plan.probe.run()
        if !warmup { recorder.addProbe(probe) }

        progress.beginStep("full rebuild \(module.id)")
        toucher.touch(module.sourceFiles.map { "\(root)/\($0)" })
        let full = try compile(commands.sources, label: "\(label)-full", timeout: plan.buildTimeout)
        try Self.check(full, compiled: module.sourceFiles, what: "full rebuild of \(module.id)")
        if !warmup { recorder.add(full, kind: .full, module: module.id) }
        progress.endStep()

        if !warmup, let file = plan.representativeFiles[module.id] {
            progress.beginStep("incremental rebuild \(module.id)")
            toucher.touch(["\(root)/\(file)"])
            let incremental = try compile(commands.sources, label: "\(label)-incremental", timeout: plan.buildTimeout)
            guard incremental.compiledPaths.contains(where: { $0.hasSuffix("/\(file)") }) else {
                throw ModuleBuildFailure(message: "incremental rebuild of \(module.id): the compiler did not recompile \(file)")
            }
            recorder.add(incremental, kind: .incremental, module: module.id)
            progress.endStep()
        }

        if !commands.tests.isEmpty {
            progress.beginStep("test target rebuild \(module.id)")
            toucher.touch(module.testFiles.map { "\(root)/\($0)" })
            let test = try compile(commands.tests, label: "\(label)-test", timeout: plan.buildTimeout)
            try Self.check(test, compiled: module.testFiles, what: "test target rebuild of \(module.id)")
            if !warmup { recorder.add(test, kind: .test, module: module.id) }
            progress.endStep()
        }
    }

    static func steps(of module: PatternModule, warmup: Bool, plan: Plan) -> Int {
        let test = module.testTargets.isEmpty ? 0 : 1
        if warmup { return 1 + test }
        return 1 + test + (plan.representativeFiles[module.id] == nil ? 0 : 1)
    }

    /// A timed build: its figures and the files the driver says it compiled.
    struct TimedBuild {
        var wall: Double
        var cpu: Double
        var compiledPaths: [String]
    }

    /// A build that touched every file must have compiled every file: otherwise it timed less work than it claims.
    static func check(_ build: TimedBuild, compiled expected: [String], what: String) throws {
        guard build.compiledPaths.count < expected.count else { return }
        throw ModuleBuildFailure(
            message: "\(what) compiled \(build.compiledPaths.count) of \(expected.count) changed files: the compiler skipped files, so the time would be wrong"
        )
    }

    /// Runs the compiler commands in turn; the times add up.
    private func compile(_ commands: [CompileCommand], label: String, timeout: Duration) throws -> TimedBuild {
        var build = TimedBuild(wall: 0, cpu: 0, compiledPaths: [])
        for compileCommand in commands {
            let result = try run(
                Subprocess(compileCommand.executable, compileCommand.arguments, timeout: timeout),
                target: compileCommand.target, label: "\(label)-\(compileCommand.target)"
            )
            build.wall += result.wallTime.seconds
            build.cpu += result.cpuTime.seconds
            let output = (try? String(contentsOfFile: result.outputPath, encoding: .utf8)) ?? ""
            build.compiledPaths += DriverOutput(parsing: output).compiledFiles
        }
        return build
    }

    /// `swift build --target` of each target in turn; returns the summed wall time.
    private func swiftBuild(_ targets: [String], label: String, timeout: Duration) throws -> Double {
        var seconds = 0.0
        for target in targets {
            seconds += try run(command.build(target: target, timeout: timeout), target: target, label: label).wallTime.seconds
        }
        return seconds
    }

    private func run(_ subprocess: Subprocess, target: String, label: String) throws -> SubprocessResult {
        try cancellation?.check()
        let result = try subprocess.run(outputPath: "\(logDirectory)/\(label).log", cancellation: cancellation) { [progress] elapsed in
            progress.tick(elapsedInStep: elapsed)
        }
        try cancellation?.check()
        guard result.succeeded else {
            throw ModuleBuildFailure(message: Self.failureMessage(result, target: target))
        }
        return result
    }

    static func failureMessage(_ result: SubprocessResult, target: String) -> String {
        if result.endReason == .timedOut { return "build of \(target) timed out" }
        let output = (try? String(contentsOfFile: result.outputPath, encoding: .utf8)) ?? ""
        let errors = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(5).map { $0.prefix(300) }
        let detail = errors.isEmpty ? result.outputTail(lines: 5) : errors.joined(separator: "\n")
        return "build of \(target) failed (exit \(result.exitCode)): \(detail)"
    }
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
