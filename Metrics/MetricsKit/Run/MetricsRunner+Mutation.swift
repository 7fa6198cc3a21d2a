import Foundation

/// The mutation phase in the run: its figures go on each module; a failure of the phase itself
/// becomes a note, and only cancellation stops the run.
extension MetricsRunner {
    func mutationPhase(
        toolchain: Toolchain, packageName: String, logs: String, selected: Workspace, workspace: Workspace,
        catalog: PatternCatalog, modules: inout [ModuleReport]
    ) throws -> [String] {
        let phase = MutationPhase(
            toolchain: toolchain, root: root, packageName: packageName, scratchPath: "\(scratchPath)/mutation", workDirectory: logs,
            catalog: catalog,
            settings: MutationPhase.Settings(mutantsPerModule: options.mutantsPerModule, budget: .seconds(options.mutationBudgetSeconds)),
            coverageBuild: testsCommand(toolchain, coverage: true), progress: progress, cancellation: cancellation
        )
        do {
            let outcome = try phase.run(modules: selected.modules, allModules: workspace.modules)
            for index in modules.indices {
                guard let figures = outcome.figures[modules[index].id] else { continue }
                modules[index].mutation = figures
                if let failure = figures.failure { modules[index].fail("mutation", failure) }
            }
            return outcome.notes
        } catch let cancelled as CancellationError {
            throw cancelled
        } catch {
            return ["Mutation: \(error)"]
        }
    }
}
