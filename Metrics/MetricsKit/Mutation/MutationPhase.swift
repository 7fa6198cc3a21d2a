import Foundation

/// Mutation testing of the pattern modules: plants a sample of small bugs in each module's own
/// sources (never the shared targets, never tests), compiles them all into one build of a
/// scratch copy of the workspace as mutant schemata, and runs each module's own test targets
/// once per mutant with that mutant switched on. A mutant on a line the module's tests never
/// run is counted as survived ("not covered") without a run; one whose schema does not compile
/// is dropped and counted; a run that outlasts its limit counts as caught, apart.
public final class MutationPhase {
    /// How much to plant and how long the runs may take.
    public struct Settings: Sendable, Equatable {
        /// Sampled mutants per module.
        public var mutantsPerModule: Int
        /// The whole phase, builds included; mutants whose run would start later are not run.
        public var budget: Duration
        /// Mutant test runs at a time.
        public var jobs: Int

        public init(mutantsPerModule: Int, budget: Duration, jobs: Int = 2) {
            self.mutantsPerModule = mutantsPerModule
            self.budget = budget
            self.jobs = jobs
        }
    }

    public struct Outcome: Sendable {
        /// By module id.
        public var figures: [String: MutationFigures] = [:]
        public var notes: [String] = []
    }

    let toolchain: Toolchain
    let root: String
    let packageName: String
    let scratchPath: String
    let workDirectory: String
    let catalog: PatternCatalog
    let settings: Settings
    /// The coverage-instrumented build of the package itself, for the lines each module's tests
    /// run; nil runs every mutant.
    let coverageBuild: SwiftPMCommand?
    let progress: ProgressBar
    let cancellation: CancellationFlag?

    public init(
        toolchain: Toolchain, root: String, packageName: String, scratchPath: String, workDirectory: String,
        catalog: PatternCatalog, settings: Settings, coverageBuild: SwiftPMCommand?, progress: ProgressBar,
        cancellation: CancellationFlag?
    ) {
        self.toolchain = toolchain
        self.root = root
        self.packageName = packageName
        self.scratchPath = scratchPath
        self.workDirectory = workDirectory
        self.catalog = catalog
        self.settings = settings
        self.coverageBuild = coverageBuild
        self.progress = progress
        self.cancellation = cancellation
    }

    var tree: String { "\(scratchPath)/tree" }
    var treeBuild: SwiftPMCommand {
        SwiftPMCommand(toolchain: toolchain, packagePath: tree, scratchPath: "\(scratchPath)/build", configuration: "debug")
    }

    /// Mutates `modules`; `allModules` (the workspace's, in its order) fixes each module's ids.
    public func run(modules: [PatternModule], allModules: [PatternModule]) throws -> Outcome {
        let start = ContinuousClock.now
        var outcome = Outcome()
        var plans = try modules.filter { !$0.testTargets.isEmpty }.map { module in
            let position = allModules.firstIndex { $0.id == module.id } ?? allModules.count
            return try MutationPlan.make(
                module: module, root: root, catalog: catalog, count: settings.mutantsPerModule, firstID: (position + 1) * 10_000
            )
        }
        outcome.notes += try markUncovered(&plans)
        let built = try buildSchemata(&plans)
        outcome.notes += built.notes
        if built.succeeded { try runMutants(of: &plans, deadline: start + settings.budget) }
        let unrun = plans.reduce(0) { $0 + $1.mutants.filter { $0.outcome == nil }.count }
        if unrun > 0 {
            outcome.notes.append("Mutation: the budget of \(Format.duration(settings.budget.seconds)) ran out before \(unrun) mutant(s) ran; they are counted as not run, outside the scores (`--mutation-budget` gives more time).")
        }
        for plan in plans { outcome.figures[plan.module.id] = plan.figures }
        outcome.notes.append(
            "Mutation: \(plans.reduce(0) { $0 + $1.mutants.count }) mutants of \(plans.reduce(0) { $0 + $1.candidates }) mutation points, sampled by role, compiled as schemata in one build of a scratch copy (\(relative(tree))) and run against each module's own tests, in \(Format.duration((ContinuousClock.now - start).seconds))."
        )
        return outcome
    }

    /// Runs each module's tests once without a mutant (they must pass, and run), then once per
    /// mutant, `settings.jobs` at a time (a test run mostly waits: timers, the main actor). The
    /// runs take the modules in turn, so a budget that runs out leaves every module a sample.
    private func runMutants(of plans: inout [MutationPlan], deadline: ContinuousClock.Instant) throws {
        let runners = plans.map { runner(for: $0.module, build: treeBuild) }
        let labels = plans.map { "\(workDirectory)/mutation-\($0.module.domain)\($0.module.pattern)" }
        progress.beginPhase("Mutation: the tests of each module without a mutant", steps: plans.count)
        let shared = SharedProgress(progress)
        let ids = plans.map(\.module.id)
        let baselines = try WorkerPool(jobs: settings.jobs).map(Array(plans.indices)) { _, index in
            shared.beginStep("tests of \(ids[index])")
            defer { shared.endStep() }
            return try runners[index].run(mutant: nil, timeout: .seconds(900), log: "\(labels[index])-baseline.log")
        }
        progress.endPhase()
        var limits: [Int: Duration] = [:]
        for (index, baseline) in baselines.enumerated() where plans[index].failure == nil {
            plans[index].seconds += baseline.result.wallTime.seconds
            guard baseline.result.succeeded, baseline.tests > 0 else {
                plans[index].failure = baseline.result.succeeded
                    ? "its tests ran no test in the scratch build (\(relative(baseline.result.outputPath)))"
                    : "its tests fail without a mutant (\(relative(baseline.result.outputPath)))"
                continue
            }
            // A mutant that makes the tests loop is caught when it takes far longer than they do
            // (with room for the other runs beside it).
            limits[index] = .seconds(max(30, baseline.result.wallTime.seconds * 3 + 15))
        }
        // Mutant i of every module, then i + 1: the modules in turn.
        var jobs: [(plan: Int, mutant: MutationPlan.Mutant, limit: Duration)] = []
        let pending = plans.map(\.pending)
        for round in 0..<(pending.map(\.count).max() ?? 0) {
            for (index, mutants) in pending.enumerated() where round < mutants.count {
                if let limit = limits[index] { jobs.append((index, mutants[round], limit)) }
            }
        }
        progress.beginPhase("Mutation: \(jobs.count) mutants, each against its module's tests", steps: jobs.count)
        defer { progress.endPhase() }
        let outcomes = try WorkerPool(jobs: settings.jobs).map(jobs) { worker, job -> (MutantResult.Outcome, Double)? in
            guard ContinuousClock.now < deadline else { return nil }
            shared.beginStep(job.mutant.point.name)
            defer { shared.endStep() }
            let run = try runners[job.plan].run(mutant: job.mutant.id, timeout: job.limit, log: "\(labels[job.plan])-run\(worker).log")
            let outcome: MutantResult.Outcome = switch run.result.endReason {
            case .timedOut: .timedOut
            case .cancelled: .killed
            case .exited: run.result.succeeded ? .survived : .killed
            }
            return (outcome, run.result.wallTime.seconds.rounded(toPlaces: 2))
        }
        for (job, outcome) in zip(jobs, outcomes) {
            guard let outcome else { continue }
            plans[job.plan].settle(job.mutant.id, as: outcome.0, seconds: outcome.1)
            plans[job.plan].seconds += outcome.1
        }
    }

    /// Settles as "not covered" every mutant on a line the module's own tests never run, read
    /// from a run of those tests on the coverage build of the package itself (same lines: the
    /// schemata add none). Without that build every mutant is run.
    private func markUncovered(_ plans: inout [MutationPlan]) throws -> [String] {
        guard let coverageBuild, !plans.isEmpty else { return ["Mutation: no coverage build; every mutant was run."] }
        progress.beginPhase("Mutation: which lines each module's tests run", steps: plans.count + 1)
        defer { progress.endPhase() }
        progress.beginStep("swift build --build-tests --enable-code-coverage")
        let build = try? coverageBuild.buildTests(timeout: .seconds(3_600))
            .run(outputPath: "\(workDirectory)/mutation-coverage-build.log", cancellation: cancellation)
        try cancellation?.check()
        progress.endStep()
        guard build?.succeeded == true else {
            return ["Mutation: the coverage build failed (\(relative("\(workDirectory)/mutation-coverage-build.log"))); every mutant was run."]
        }
        let shared = SharedProgress(progress)
        let (workDirectory, toolchain, packageName, root) = (workDirectory, toolchain, packageName, root)
        let runners = plans.map { runner(for: $0.module, build: coverageBuild) }
        let coverages = try WorkerPool(jobs: settings.jobs).map(Array(zip(plans.map(\.module), runners))) { _, job -> Result<LineCoverage, any Error> in
            let (module, runner) = job
            shared.beginStep("coverage of \(module.id)")
            defer { shared.endStep() }
            let profiles = "\(workDirectory)/mutation-profiles-\(module.domain)\(module.pattern)"
            do {
                try? FileManager.default.removeItem(atPath: profiles)
                try FileManager.default.createDirectory(atPath: profiles, withIntermediateDirectories: true)
                _ = try runner.run(mutant: nil, timeout: .seconds(900), log: "\(profiles)/tests.log", profileDirectory: profiles)
                return .success(try LineCoverage.read(
                    toolchain: toolchain, testBinary: "\(coverageBuild.binPath)/\(packageName)PackageTests.xctest",
                    profileDirectory: profiles, files: module.sourceFiles.map { "\(root)/\($0)" }
                ))
            } catch let cancelled as CancellationError {
                throw cancelled
            } catch {
                return .failure(error)
            }
        }
        var notes: [String] = []
        for (index, coverage) in coverages.enumerated() {
            switch coverage {
            case let .success(coverage):
                for mutant in plans[index].mutants where !coverage.isCovered(file: "\(root)/\(mutant.point.file)", line: mutant.point.line) {
                    plans[index].settle(mutant.id, as: .notCovered)
                }
            case let .failure(error):
                notes.append("Mutation: the coverage of \(plans[index].module.id) could not be read (\(error)); its mutants were all run.")
            }
        }
        return notes
    }

    /// The module's own test targets, run from `build`'s test binary.
    func runner(for module: PatternModule, build: SwiftPMCommand) -> MutantTestRunner {
        let testFiles = module.testFiles.compactMap { try? String(contentsOfFile: "\(root)/\($0)", encoding: .utf8) }
        return MutantTestRunner(
            command: build, packageName: packageName, testTargets: module.testTargets.map(\.name),
            usesXCTest: testFiles.contains { $0.contains("import XCTest") }, cancellation: cancellation
        )
    }

    func relative(_ path: String) -> String {
        path.relative(to: root)
    }
}
