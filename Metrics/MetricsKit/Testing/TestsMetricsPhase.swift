import Foundation

/// The tests (and, with coverage, coverage) in a run, with their result cache: a module's tests,
/// and the parity suite, run again only when an input they read changed since a run whose
/// tests passed. Their failure ends the run: without the test build, no later phase can build.
struct TestsMetricsPhase: MetricsPhase {
    let name = "Tests"
    let failureEndsTheRun = true

    func isIncluded(in context: PhaseContext) -> Bool {
        context.options.phases.contains(.tests) && !context.selected.modules.isEmpty
    }

    func run(in context: PhaseContext) throws -> PhaseOutcome {
        // A run killed during its build timing left SwiftPM's outputs aside: put them back first,
        // in either build (an earlier run may have been of the other kind).
        for command in [context.builds.tests(coverage: true), context.builds.tests(coverage: false)] {
            BuildTimer.outputStash(of: command, logDirectory: context.logs).recover()
        }
        return try context.withResultCache(named: "tests") { cache in
            try run(in: context, cache: cache)
        }
    }

    private func run(in context: PhaseContext, cache: ResultCache<MetricsRunner.CachedTests>) throws -> PhaseOutcome {
        let coverage = context.options.phases.contains(.coverage)
        let selectedIDs = context.selected.modules.map(\.id)
        var outcome = PhaseOutcome()
        let reused = reuse(cache, in: context, coverage: coverage, into: &outcome)
        if !reused.toRun.isEmpty || reused.parityToRun != nil {
            let ran = try TestPhase(
                command: context.builds.tests(coverage: coverage), root: context.paths.root, packageName: context.packageName,
                progress: context.progress, cancellation: context.cancellation, workDirectory: context.logs
            ).run(
                modules: reused.toRun, parity: reused.parityToRun, declaredTests: context.staticFigures.declaredTestsPerTarget,
                coverage: coverage, parityCovers: context.selected.modules
            )
            for module in reused.toRun {
                guard let results = ran.tests[module.id] else { continue }
                let own = ran.coverage[module.id]?.own
                outcome.modules[module.id, default: .init()].tests = results
                outcome.modules[module.id, default: .init()].ownCoverage = own
                outcome.modules[module.id, default: .init()].failures += ran.failures[module.id] ?? []
                // Only passing runs are kept: a failure may be the machine's (a time limit under
                // load), and must show again until the tests pass.
                if results.status == "passed" || results.status == "no tests", !coverage || own != nil || results.status == "no tests" {
                    cache.store(MetricsRunner.CachedTests(results: results, coverage: own), for: module.id, fingerprint: reused.fingerprints[module.id] ?? "")
                }
            }
            if reused.parityToRun != nil, let results = ran.parity {
                outcome.parityTests = results
                var perModule: [String: Coverage] = [:]
                for id in selectedIDs {
                    let covered = ran.coverage[id]?.parity
                    perModule[id] = covered
                    outcome.modules[id, default: .init()].parityCoverage = covered
                }
                if results.status == "passed" {
                    cache.store(
                        MetricsRunner.CachedTests(results: results, parityCoverage: coverage ? perModule : nil),
                        for: TestInputs.parityID, fingerprint: reused.fingerprints[TestInputs.parityID] ?? ""
                    )
                }
            }
            outcome.notes += ran.notes
            outcome.notes.append(
                coverage
                    ? "Tests ran on the coverage-instrumented debug build in \(context.paths.relative(context.paths.scratchPath))/debug; their times include the instrumentation."
                    : "Tests ran on the package's own debug build in .build, the one `Scripts/test` makes."
            )
        }
        outcome.notes += reuseNotes(cache, recordedBy: reused.recordedBy)
        return outcome
    }

    /// What the cache holds for the selected modules and the parity suite, and what is left to run.
    private struct Reused {
        var fingerprints: [String: String] = [:]
        var toRun: [PatternModule] = []
        var parityToRun: TargetSources?
        /// The command that recorded a reused result, when it is not a metrics run (by id).
        var recordedBy: [String: String] = [:]
    }

    /// Takes from the cache the results whose inputs are unchanged (and that hold coverage when
    /// the run measures it) into `outcome`.
    private func reuse(
        _ cache: ResultCache<MetricsRunner.CachedTests>, in context: PhaseContext, coverage: Bool, into outcome: inout PhaseOutcome
    ) -> Reused {
        let inputs = TestInputs(workspace: context.workspace, root: context.paths.root, toolchain: context.toolchain.identity)
        let selectedIDs = context.selected.modules.map(\.id)
        var reused = Reused()
        for module in context.selected.modules {
            let fingerprint = inputs.fingerprint(of: module)
            reused.fingerprints[module.id] = fingerprint
            if let cached = cache.value(for: module.id, fingerprint: fingerprint, where: { !coverage || $0.coverage != nil }) {
                outcome.modules[module.id, default: .init()].tests = cached.results
                if coverage { outcome.modules[module.id, default: .init()].ownCoverage = cached.coverage }
                reused.recordedBy[module.id] = cached.recordedBy
            } else {
                reused.toRun.append(module)
            }
        }
        guard let suite = context.selected.parity else { return reused }
        let fingerprint = inputs.parityFingerprint(of: suite)
        reused.fingerprints[TestInputs.parityID] = fingerprint
        let usable: (MetricsRunner.CachedTests) -> Bool = { cached in
            !coverage || selectedIDs.allSatisfy { cached.parityCoverage?[$0] != nil }
        }
        if let cached = cache.value(for: TestInputs.parityID, fingerprint: fingerprint, where: usable) {
            outcome.parityTests = cached.results
            reused.recordedBy[TestInputs.parityID] = cached.recordedBy
            if coverage {
                for id in selectedIDs { outcome.modules[id, default: .init()].parityCoverage = cached.parityCoverage?[id] }
            }
        } else {
            reused.parityToRun = suite
        }
        return reused
    }
}
