/// The build timing in a run: every selected module's own compiler commands timed in rounds,
/// after the tests so the timed builds run on a machine no test run is loading. A module that
/// does not build fails in its row; a failure of the phase itself (a build folder it cannot put
/// aside) ends the run, since the package's own build may be left aside with it.
struct BuildTimingMetricsPhase: MetricsPhase {
    let name = "Build timing"
    let failureEndsTheRun = true

    func isIncluded(in context: PhaseContext) -> Bool {
        context.options.phases.contains(.buildTiming) && !context.selected.modules.isEmpty
    }

    func run(in context: PhaseContext) throws -> PhaseOutcome {
        let options = context.options
        let phases = options.phases
        var outcome = PhaseOutcome()
        // Sampled now, when the run's own builds and tests have ended: what is busy is other work.
        if let busy = MachineLoad.sample()?.note { outcome.notes.append(busy) }
        let timer = BuildTimer(
            command: context.builds.timed(configuration: options.configuration, coverage: phases.contains(.coverage)),
            root: context.paths.root, progress: context.progress, cancellation: context.cancellation, logDirectory: context.logs
        )
        let timed = try timer.measure(BuildTimer.Plan(
            // No representative file, no incremental rebuild: those are `--full`'s.
            modules: context.selected.modules,
            representativeFiles: phases.contains(.incrementalBuildTiming) ? context.staticFigures.representativeFiles : [:],
            // The default run takes the fewest rounds that give each median a 95 % interval;
            // more rounds, where they fit the budget, are `--full`'s.
            runs: options.runs.map { .fixed($0) } ?? .auto(
                budget: .seconds(options.buildBudgetSeconds),
                minimum: MetricsOptions.automaticRuns.lowerBound,
                maximum: options.full ? MetricsOptions.automaticRuns.upperBound : MetricsOptions.automaticRuns.lowerBound
            ),
            warmupRuns: options.warmupRuns, probe: NoiseProbe(rounds: options.noiseProbeRounds),
            compilerJobs: options.compilerJobs,
            testTargetRuns: phases.contains(.testBuildTiming) ? options.runs ?? MetricsOptions.testTargetRuns : 0,
            measuresNoisyModulesAgain: options.full
        ))
        for module in context.selected.modules {
            outcome.modules[module.id] = PhaseOutcome.ModuleFigures(
                build: timed.builds[module.id],
                failures: timed.failures[module.id].map { [PhaseFailure(phase: "build", message: $0)] } ?? []
            )
        }
        outcome.buildTiming = timed.summary
        outcome.notes += timed.notes
        return outcome
    }
}
