extension PhaseOutcome {
    /// What a phase measured of one module; nil leaves a figure as it was.
    struct ModuleFigures {
        var tests: TestResults?
        /// Line coverage by the module's own tests, and by the parity suite.
        var ownCoverage: Coverage?
        var parityCoverage: Coverage?
        var build: ModuleBuild?
        var mutation: MutationFigures?
        /// What failed in the module, in the order it did (the module is marked failed).
        var failures: [PhaseFailure] = []

        /// These figures, with a later phase's where it has some and its failures after these.
        func adding(_ later: ModuleFigures) -> ModuleFigures {
            ModuleFigures(
                tests: later.tests ?? tests, ownCoverage: later.ownCoverage ?? ownCoverage,
                parityCoverage: later.parityCoverage ?? parityCoverage, build: later.build ?? build,
                mutation: later.mutation ?? mutation, failures: failures + later.failures
            )
        }

        func apply(to report: inout ModuleReport) {
            if let tests { report.tests = tests }
            if ownCoverage != nil || parityCoverage != nil {
                report.coverage = CoverageFigures(
                    own: ownCoverage ?? report.coverage?.own, parity: parityCoverage ?? report.coverage?.parity
                )
            }
            if let build { report.build = build }
            if let mutation { report.mutation = mutation }
            for failure in failures { report.fail(failure.phase, failure.message) }
        }
    }
}
