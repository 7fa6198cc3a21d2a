/// The mutation score in a run (`--full --mutation`): its figures go on each module, and a
/// module whose mutants could not be run fails in its row.
struct MutationMetricsPhase: MetricsPhase {
    let name = "Mutation"

    func isIncluded(in context: PhaseContext) -> Bool {
        context.options.phases.contains(.mutation) && !context.selected.modules.isEmpty
    }

    func run(in context: PhaseContext) throws -> PhaseOutcome {
        let options = context.options
        let phase = MutationPhase(
            toolchain: context.toolchain, root: context.paths.root, packageName: context.packageName,
            scratchPath: "\(context.paths.scratchPath)/mutation", workDirectory: context.logs, catalog: context.catalog,
            settings: MutationPhase.Settings(mutantsPerModule: options.mutantsPerModule, budget: .seconds(options.mutationBudgetSeconds)),
            coverageBuild: context.builds.tests(coverage: true), progress: context.progress, cancellation: context.cancellation
        )
        let measured = try phase.run(modules: context.selected.modules, allModules: context.workspace.modules)
        var outcome = PhaseOutcome(notes: measured.notes)
        for (id, figures) in measured.figures {
            outcome.modules[id] = PhaseOutcome.ModuleFigures(
                mutation: figures, failures: figures.failure.map { [PhaseFailure(phase: "mutation", message: $0)] } ?? []
            )
        }
        return outcome
    }
}
