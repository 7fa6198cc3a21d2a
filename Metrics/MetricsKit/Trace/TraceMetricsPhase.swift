/// The reading cost in the run (`--trace`, and `--full`): `TracePhase` on the selected modules,
/// the whole workspace instrumented so one build of the copy serves every selection.
struct TraceMetricsPhase: MetricsPhase {
    let name = "Trace"

    func isIncluded(in context: PhaseContext) -> Bool {
        context.options.phases.contains(.trace) && !context.selected.modules.isEmpty
    }

    func run(in context: PhaseContext) throws -> PhaseOutcome {
        let trace = TracePhase(context: TraceContext(
            toolchain: context.toolchain, root: context.paths.root, scratchPath: "\(context.paths.scratchPath)/trace", logs: context.logs,
            workspace: context.workspace, selected: context.selected.modules, catalog: context.catalog,
            progress: context.progress, cancellation: context.cancellation
        ))
        let outcome = try trace.run()
        var result = PhaseOutcome(notes: outcome.notes)
        result.trace = outcome.figures
        return result
    }
}
