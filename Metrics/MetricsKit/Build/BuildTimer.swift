import Foundation

/// Times module builds in the run's own scratch path (dependencies already built there):
/// full rebuild, incremental rebuild after one representative file changes, and test-target
/// rebuild. Every module goes through one round before the next round starts (round-robin,
/// starting one module later each round), so drift of the machine hits every pattern alike.
///
/// SwiftPM's fixed planning overhead — loading the manifest, planning, checking every file —
/// is measured as a null build (`swift build --target X` with nothing to do) of the same
/// target in the same round, and its median is subtracted from every sample of that module.
public final class BuildTimer {
    public struct Plan: Sendable {
        public var modules: [PatternModule]
        public var representativeFiles: [String: String]
        public var runs: RunCount
        public var warmupRuns: Int
        public var buildTimeout: Duration

        public init(
            modules: [PatternModule], representativeFiles: [String: String], runs: RunCount, warmupRuns: Int,
            buildTimeout: Duration = .seconds(900)
        ) {
            self.modules = modules
            self.representativeFiles = representativeFiles
            self.runs = runs
            self.warmupRuns = warmupRuns
            self.buildTimeout = buildTimeout
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
        Null build: `swift build --target <module>` with nothing to rebuild, run once per round right \
        before the module's measurements; the median of these runs is subtracted from every sample \
        (once per `swift build` invocation).
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

    public func measure(_ plan: Plan) throws -> Outcome {
        let phaseStart = ContinuousClock.now
        defer { toucher.restore() }
        var failures: [String: String] = [:]
        var recorder = SampleRecorder()

        progress.beginPhase("Preparing builds (\(command.configuration))", steps: plan.modules.count)
        var active: [PatternModule] = []
        for module in plan.modules {
            progress.beginStep("build \(module.id) and its dependencies")
            let targets = module.rootTargets + module.testTargets.map(\.name)
            if let failure = try build(targets, label: "prepare-\(module.domain)\(module.pattern)", timeout: plan.buildTimeout) {
                failures[module.id] = failure
                progress.log("build of \(module.id) failed: \(failure.split(separator: "\n").first ?? "")")
            } else {
                active.append(module)
            }
            progress.endStep()
        }
        progress.endPhase()

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
                do {
                    try measureRound(of: module, plan: plan, warmup: warmup, into: &recorder)
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
        let chosenBy = if case .auto = plan.runs { "auto" } else { "option" }

        let builds = recorder.figures(for: active, representativeFiles: plan.representativeFiles)
        let spreads = builds.values.compactMap { $0.full?.spread }
        let maxSpread = spreads.max()
        let noisy = (maxSpread ?? 0) > Self.spreadThreshold
        var notes: [String] = []
        if noisy, let maxSpread {
            notes.append(String(
                format: "The machine was too noisy for stable build times: the largest spread (max − min) / median of a full module rebuild was %.0f %% (target ≤ %.0f %%). Compare medians only; rerun on an idle machine for tighter figures.",
                maxSpread * 100, Self.spreadThreshold * 100
            ))
        }
        if chosenBy == "auto", let measuredRuns {
            notes.append("Build timing ran \(measuredRuns) measured runs after \(plan.warmupRuns) warm-up run(s), chosen to fit the time budget (use --runs to set it).")
        }
        let summary = BuildTimingSummary(
            configuration: command.configuration, runs: measuredRuns ?? 0, warmupRuns: plan.warmupRuns,
            overheadMethod: Self.overheadMethod, maxFullRebuildSpread: maxSpread,
            spreadThreshold: Self.spreadThreshold, noisy: noisy,
            phaseSeconds: (ContinuousClock.now - phaseStart).seconds
        )
        return Outcome(builds: builds, failures: failures, summary: summary, notes: notes)
    }

    /// One round for one module: null build, full, incremental and test-target rebuild. A warm-up
    /// round does only the full and test-target rebuilds (they load the compiler, the
    /// dependencies' modules and the test macros into the caches) and records nothing.
    private func measureRound(of module: PatternModule, plan: Plan, warmup: Bool, into recorder: inout SampleRecorder) throws {
        let roots = module.rootTargets
        let label = "\(module.domain)\(module.pattern)"

        if !warmup {
            progress.beginStep("null build \(module.id)")
            let null = try timed(roots, label: "\(label)-null", timeout: plan.buildTimeout)
            recorder.addOverhead(null.wall / Double(roots.count), module: module.id)
            progress.endStep()
        }

        progress.beginStep("full rebuild \(module.id)")
        toucher.touch(module.sourceFiles.map { "\(root)/\($0)" })
        let full = try timed(roots, label: "\(label)-full", timeout: plan.buildTimeout)
        if !warmup { recorder.add(full, kind: .full, module: module.id) }
        progress.endStep()

        if !warmup, let file = plan.representativeFiles[module.id] {
            progress.beginStep("incremental rebuild \(module.id)")
            toucher.touch(["\(root)/\(file)"])
            recorder.add(try timed(roots, label: "\(label)-incremental", timeout: plan.buildTimeout), kind: .incremental, module: module.id)
            progress.endStep()
        }

        if !module.testTargets.isEmpty {
            progress.beginStep("test target rebuild \(module.id)")
            toucher.touch(module.testFiles.map { "\(root)/\($0)" })
            let test = try timed(module.testTargets.map(\.name), label: "\(label)-test", timeout: plan.buildTimeout)
            if !warmup { recorder.add(test, kind: .test, module: module.id) }
            progress.endStep()
        }
    }

    static func steps(of module: PatternModule, warmup: Bool, plan: Plan) -> Int {
        let test = module.testTargets.isEmpty ? 0 : 1
        if warmup { return 1 + test }
        return 2 + test + (plan.representativeFiles[module.id] == nil ? 0 : 1)
    }

    /// Builds each target in turn; the times add up.
    private func timed(_ targets: [String], label: String, timeout: Duration) throws -> SampleRecorder.Sample {
        var sample = SampleRecorder.Sample(wall: 0, cpu: 0, invocations: 0)
        for target in targets {
            try cancellation?.check()
            let result = try command.build(target: target, timeout: timeout)
                .run(outputPath: "\(logDirectory)/\(label).log", cancellation: cancellation) { [progress] elapsed in
                    progress.tick(elapsedInStep: elapsed)
                }
            try cancellation?.check()
            guard result.succeeded else {
                throw ModuleBuildFailure(message: Self.failureMessage(result, target: target))
            }
            sample.wall += result.wallTime.seconds
            sample.cpu += result.cpuTime.seconds
            sample.invocations += 1
        }
        return sample
    }

    /// Builds the targets; returns why it failed, or nil.
    private func build(_ targets: [String], label: String, timeout: Duration) throws -> String? {
        do {
            _ = try timed(targets, label: label, timeout: timeout)
            return nil
        } catch let failure as ModuleBuildFailure {
            return failure.message
        }
    }

    static func failureMessage(_ result: SubprocessResult, target: String) -> String {
        if result.endReason == .timedOut { return "build of \(target) timed out" }
        let output = (try? String(contentsOfFile: result.outputPath, encoding: .utf8)) ?? ""
        let errors = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(5)
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
