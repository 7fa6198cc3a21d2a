import Foundation

/// The change cost in a run (`--full`): the workshop exercises' reference solutions built and
/// checked in a scratch worktree, each cell taken from the result cache when its inputs are
/// unchanged. A failing solution is a failed cell, not a failure of the phase.
struct ChangeCostMetricsPhase: MetricsPhase {
    let name = "Change cost"

    func isIncluded(in context: PhaseContext) -> Bool {
        context.options.phases.contains(.changeCost)
    }

    func run(in context: PhaseContext) throws -> PhaseOutcome {
        let paths = context.paths
        let exercises = try Exercise.selected(context.options.exercises, from: Exercise.all(in: paths.root))
        guard !exercises.isEmpty else { return PhaseOutcome() }
        let phase = ChangeCostPhase(
            toolchain: context.toolchain, root: paths.root, scratchPath: "\(paths.scratchPath)/exercises", workDirectory: context.logs,
            catalog: context.catalog, progress: context.progress, cancellation: context.cancellation
        )
        return try context.withResultCache(named: "change-cost") { (cache: ResultCache<ChangeCostPhase.Cached>) in
            let reuse = ChangeCostPhase.Reuse(
                cache: cache, sharedFolders: context.selected.shared.map(\.target.path),
                toolKey: AnalysisCache.key(toolchain: context.toolchain)
            )
            let figures = try phase.run(
                exercises: exercises, modules: context.selected.modules, reuse: reuse, predictions: Self.predictions(context.staticFigures)
            )
            var notes = [
                "Change cost: each exercise's shared part and reference solutions applied to the commit in \(paths.relative(paths.scratchPath))/exercises/tree, built, and checked (acceptance journey, the pattern's tests) in \(Format.duration(figures.seconds)); uncommitted changes are not in it."
            ]
            let cells = cache.reused.filter { $0.contains("/") }
            if !cells.isEmpty {
                notes.append("Change cost: \(cells.count) of \(figures.cells.count) cells are those of an earlier run whose inputs were byte for byte the same (the exercise's files, the solution, the pattern's and the shared modules' files at this commit, Package.swift, the tool and toolchain): \(cells.joined(separator: ", ")). `--no-cache` measures them again.")
            }
            return PhaseOutcome(changeCost: figures, notes: notes)
        }
    }

    /// Each module's UI-free code lines and its files on the UI toolkit, as this run's buys
    /// figures count them: what a UI-framework move is held against.
    static func predictions(_ figures: StaticMeasurer.Result) -> [String: UIMoveCounter.Prediction] {
        var predictions: [String: UIMoveCounter.Prediction] = [:]
        for module in figures.modules {
            guard let buys = module.buys else { continue }
            predictions[module.id] = UIMoveCounter.Prediction(uiFreeCode: buys.total.uiFreeCode, uiFiles: figures.uiFiles[module.id] ?? [])
        }
        return predictions
    }
}
