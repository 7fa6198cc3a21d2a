import Foundation

/// Measures what every workshop exercise costs in every pattern. In a scratch worktree of the
/// current commit (`<scratch>/tree`, built in `<scratch>/build`, both kept between runs so
/// later runs build only what changed), per exercise: the shared part is applied and
/// committed, then every pattern's reference solution on top of it at once (they touch only
/// their own pattern's folders); one build; then per pattern the acceptance journey against
/// its golden transcript and the pattern's own test targets. A solution that does not apply,
/// compile or pass fails in its own cell, and the report goes on.
public struct ChangeCostPhase {
    public var toolchain: Toolchain
    public var root: String
    public var scratchPath: String
    public var workDirectory: String
    public var catalog: PatternCatalog
    public var timeout: Duration
    let progress: ProgressBar
    let cancellation: CancellationFlag?

    public init(
        toolchain: Toolchain, root: String, scratchPath: String, workDirectory: String, catalog: PatternCatalog,
        timeout: Duration = .seconds(1_800), progress: ProgressBar, cancellation: CancellationFlag?
    ) {
        self.toolchain = toolchain
        self.root = root
        self.scratchPath = scratchPath
        self.workDirectory = workDirectory
        self.catalog = catalog
        self.timeout = timeout
        self.progress = progress
        self.cancellation = cancellation
    }

    var tree: String { "\(scratchPath)/tree" }
    var git: GitRepository { GitRepository(directory: tree) }
    var swiftPM: SwiftPMCommand {
        SwiftPMCommand(toolchain: toolchain, packagePath: tree, scratchPath: "\(scratchPath)/build", configuration: "debug")
    }

    /// What the result cache keeps: an exercise's shared part (id `<exercise>`) or one cell
    /// (id `<exercise>/<pattern>`).
    public struct Cached: Codable, Sendable {
        var exercise: ChangeCostFigures.ExerciseInfo?
        var cell: ChangeCostFigures.Cell?
    }

    /// The cache and what the fingerprints need besides the commit: the shared modules' folders
    /// and the tool's key.
    public struct Reuse {
        public var cache: ResultCache<Cached>
        public var sharedFolders: [String]
        public var toolKey: String

        public init(cache: ResultCache<Cached>, sharedFolders: [String], toolKey: String) {
            self.cache = cache
            self.sharedFolders = sharedFolders
            self.toolKey = toolKey
        }
    }

    /// `modules` are the pattern modules of the run; an exercise is measured in those of its
    /// domain. With `reuse`, a cell whose inputs are unchanged since a run where it passed is
    /// taken from the cache, and an exercise whose cells all are is not applied or built at all.
    /// `predictions` (by module id) are the run's UI-free figures, which an exercise that moves
    /// the UI framework holds each solution against (``UIMoveCounter``).
    public func run(
        exercises: [Exercise], modules: [PatternModule], reuse: Reuse? = nil, predictions: [String: UIMoveCounter.Prediction] = [:]
    ) throws -> ChangeCostFigures {
        let start = ContinuousClock.now
        let main = GitRepository(directory: root)
        let commit = try main.run(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let inputs = try reuse.map {
            ChangeCostInputs(lsTree: try main.run(["ls-tree", "-r", commit]), sharedFolders: $0.sharedFolders, toolKey: $0.toolKey)
        }
        var treeReady = false
        var infos: [ChangeCostFigures.ExerciseInfo] = []
        var cells: [ChangeCostFigures.Cell] = []
        for exercise in exercises {
            let patterns = modules.filter { $0.domain == exercise.metadata.domain }
                .sorted { catalog.order(of: $0.pattern) < catalog.order(of: $1.pattern) }
            var reused: [String: ChangeCostFigures.Cell] = [:]
            var sharedInfo: ChangeCostFigures.ExerciseInfo?
            if let reuse, let inputs {
                for module in patterns {
                    let id = "\(exercise.id)/\(module.pattern)"
                    if let cell = reuse.cache.value(for: id, fingerprint: inputs.fingerprint(of: exercise, in: module))?.cell {
                        reused[module.pattern] = cell
                    }
                }
                if reused.count == patterns.count {
                    sharedInfo = reuse.cache.value(for: exercise.id, fingerprint: inputs.sharedFingerprint(of: exercise))?.exercise
                }
            }
            if let sharedInfo {
                infos.append(sharedInfo)
                cells += patterns.compactMap { reused[$0.pattern] }
                continue
            }
            if !treeReady {
                try prepareTree(at: commit)
                treeReady = true
            }
            let toMeasure = patterns.filter { reused[$0.pattern] == nil }
            progress.beginPhase("Change cost: \(exercise.id)", steps: 2 + toMeasure.count)
            defer { progress.endPhase() }
            let outcome = try measure(exercise, in: toMeasure, from: commit, predictions: predictions)
            let info = ChangeCostFigures.ExerciseInfo(
                id: exercise.id, title: exercise.metadata.title, app: exercise.metadata.app, shared: outcome.shared,
                movesUIFramework: exercise.movesUIFramework ? true : nil
            )
            infos.append(info)
            cells += patterns.compactMap { module in reused[module.pattern] ?? outcome.cells.first { $0.pattern == module.pattern } }
            if let reuse, let inputs, outcome.shared != nil {
                reuse.cache.store(Cached(exercise: info), for: exercise.id, fingerprint: inputs.sharedFingerprint(of: exercise))
                // Only passing cells are kept: a failure may be the machine's, and must show until fixed.
                for module in toMeasure {
                    guard let cell = outcome.cells.first(where: { $0.pattern == module.pattern }), cell.status == "passed" else { continue }
                    reuse.cache.store(Cached(cell: cell), for: "\(exercise.id)/\(module.pattern)", fingerprint: inputs.fingerprint(of: exercise, in: module))
                }
            }
        }
        if treeReady { try reset(to: commit) }
        return ChangeCostFigures(exercises: infos, cells: cells, seconds: (ContinuousClock.now - start).seconds.rounded(toPlaces: 1))
    }

    /// The worktree exists and holds exactly `commit`, with nothing else in it.
    private func prepareTree(at commit: String) throws {
        let main = GitRepository(directory: root)
        if !FileManager.default.fileExists(atPath: "\(tree)/.git") {
            try? FileManager.default.removeItem(atPath: tree)
            try main.run(["worktree", "prune"])
            try main.run(["worktree", "add", "--quiet", "--detach", "--force", tree, commit])
        }
        try reset(to: commit)
    }

    private func reset(to revision: String) throws {
        try git.run(["checkout", "--quiet", "--force", "--detach", revision])
        try git.run(["clean", "-fdq"])
    }

    private struct Outcome {
        var shared: ChangeCost?
        var cells: [ChangeCostFigures.Cell] = []
    }

    private func measure(
        _ exercise: Exercise, in modules: [PatternModule], from commit: String, predictions: [String: UIMoveCounter.Prediction]
    ) throws -> Outcome {
        try reset(to: commit)
        func allFailed(_ reason: String) -> Outcome {
            Outcome(cells: modules.map { ChangeCostFigures.Cell(exercise: exercise.id, pattern: $0.pattern, status: "failed", reason: reason) })
        }
        progress.beginStep("apply the shared part")
        if let problem = git.problem(["apply", exercise.sharedPatch]) {
            progress.endStep()
            return allFailed("the shared part no longer applies: \(problem)")
        }
        var outcome = Outcome()
        outcome.shared = ChangeCounter(pattern: PatternDefinition(name: "", roles: [], representativeRole: ""))
            .cost(of: try git.changes(since: commit))
        try git.run(["add", "--all"])
        try git.run(["-c", "user.name=metrics", "-c", "user.email=metrics@localhost", "commit", "--quiet", "--no-verify", "-m", "\(exercise.id): shared part"])

        // Apply every solution; what applies is costed now, from the shared part to the solution.
        var applied: [(module: PatternModule, paths: [String])] = []
        var failed: [String: String] = [:]
        var costs: [String: ChangeCost] = [:]
        var moves: [String: UIMoveFigures] = [:]
        for module in modules {
            let patch = exercise.solutionPatch(for: module.pattern)
            guard FileManager.default.fileExists(atPath: patch) else {
                failed[module.pattern] = "no reference solution"
                continue
            }
            if let problem = git.problem(["apply", patch]) {
                failed[module.pattern] = "the solution no longer applies: \(problem)"
            } else {
                applied.append((module, try git.paths(ofPatch: patch)))
            }
        }
        for (module, paths) in applied {
            let changes = paths.map { FileChange(path: $0, before: git.text(of: $0, at: "HEAD"), after: git.workingText(of: $0)) }
            let definition = catalog.pattern(named: module.pattern) ?? PatternDefinition(name: module.pattern, roles: [], representativeRole: "")
            costs[module.pattern] = ChangeCounter(pattern: definition).cost(of: changes)
            // Read before the build: from the tree as the solutions left it (nothing else writes there).
            if exercise.movesUIFramework, let prediction = predictions[module.id] {
                moves[module.pattern] = try UIMoveCounter(pattern: definition).measure(
                    in: git, revision: "HEAD", folders: module.targets.map(\.path),
                    patch: exercise.solutionPatch(for: module.pattern), prediction: prediction
                )
            }
        }
        progress.endStep()

        progress.beginStep("build \(exercise.id) with \(applied.count) solution(s)")
        var built = applied.map(\.module)
        if !built.isEmpty, let blamed = try build(exercise, modules: built) {
            // Solutions that broke the build fail alone: take them out and build the rest again.
            for (pattern, message) in blamed { failed[pattern] = message }
            for (module, _) in applied where blamed[module.pattern] != nil {
                _ = try? git.run(["apply", "--reverse", exercise.solutionPatch(for: module.pattern)])
            }
            built.removeAll { blamed[$0.pattern] != nil }
            if !built.isEmpty, try build(exercise, modules: built, attempt: 2) != nil {
                for module in built { failed[module.pattern] = "the build failed (log: \(relative(buildLog(exercise, attempt: 2))))" }
                built = []
            }
        }
        progress.endStep()

        for module in modules {
            if let reason = failed[module.pattern] {
                outcome.cells.append(.init(
                    exercise: exercise.id, pattern: module.pattern, status: "failed", reason: reason, cost: costs[module.pattern],
                    uiMove: moves[module.pattern]
                ))
                continue
            }
            progress.beginStep("journey and tests of \(module.id)")
            let journey = try runJourney(exercise, pattern: module.pattern)
            let tests = try runTests(exercise, module: module)
            let reasons = [journey.map { "acceptance journey: \($0)" }, tests.map { "tests: \($0)" }].compactMap { $0 }
            outcome.cells.append(.init(
                exercise: exercise.id, pattern: module.pattern, status: reasons.isEmpty ? "passed" : "failed",
                reason: reasons.isEmpty ? nil : reasons.joined(separator: "; "), cost: costs[module.pattern],
                journeyPassed: journey == nil, testsPassed: tests == nil, uiMove: moves[module.pattern]
            ))
            progress.endStep()
        }
        return outcome
    }
}
