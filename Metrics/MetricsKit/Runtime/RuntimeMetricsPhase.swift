/// The runtime benchmarks in a run (`--full`), limited to the selected patterns and domains.
struct RuntimeMetricsPhase: MetricsPhase {
    let name = "Runtime"

    func isIncluded(in context: PhaseContext) -> Bool {
        context.options.phases.contains(.runtime)
    }

    func run(in context: PhaseContext) throws -> PhaseOutcome {
        let options = context.options
        let measured = try RuntimePhase(
            toolchain: context.toolchain, root: context.paths.root, scratchPath: "\(context.paths.root)/.build-runtime",
            workDirectory: context.logs, budget: .seconds(options.runtimeBudgetSeconds),
            filter: RuntimeFilter(patterns: options.patterns, domains: options.domains).expression,
            progress: context.progress, cancellation: context.cancellation
        ).run()
        return PhaseOutcome(runtime: measured.figures, notes: measured.notes)
    }
}
