import Foundation

/// The tests phase with its result cache: a module's tests (and the parity suite) run again
/// only when an input they read changed since a run whose tests passed.
extension MetricsRunner {
    /// What the cache keeps of one test run.
    struct CachedTests: Codable, Sendable {
        var results: TestResults
        var coverage: Coverage?
        /// The parity suite's coverage of each module, by module id.
        var parityCoverage: [String: Coverage]?
        /// The command whose run this is when it is not a metrics run: `Scripts/test`, which
        /// runs every test target in one process (``TestRunRecorder``).
        var recordedBy: String?
    }

    struct TestsContext {
        var toolchain: Toolchain
        var packageName: String
        var workspace: Workspace
        var selected: Workspace
        var declaredTests: [String: Int]
        var logs: String
        var cacheDirectory: String
        /// False when the cache folder cannot be used: the results are measured, not saved.
        var keepsResults: Bool
        var coverage: Bool
    }

    /// Fills in tests (and, with coverage, coverage) of `modules` and `parity`; returns the notes.
    func runTests(_ context: TestsContext, modules: inout [ModuleReport], parity: inout ParityReport?) throws -> [String] {
        let cache = ResultCache<CachedTests>(directory: context.cacheDirectory, phase: "tests", reading: options.reuseResults)
        if let warning = cache.warning { StandardErrorLog.line(warning) }
        let inputs = TestInputs(workspace: context.workspace, root: root, toolchain: context.toolchain.identity)
        let coverage = context.coverage
        let selectedIDs = context.selected.modules.map(\.id)

        var fingerprints: [String: String] = [:]
        var toRun: [PatternModule] = []
        var recordedBy: [String: String] = [:]
        for module in context.selected.modules {
            let fingerprint = inputs.fingerprint(of: module)
            fingerprints[module.id] = fingerprint
            if let cached = cache.value(for: module.id, fingerprint: fingerprint, where: { !coverage || $0.coverage != nil }) {
                apply(cached.results, coverage: coverage ? cached.coverage : nil, to: module.id, in: &modules)
                recordedBy[module.id] = cached.recordedBy
            } else {
                toRun.append(module)
            }
        }
        var parityToRun: TargetSources?
        if let suite = context.selected.parity {
            let fingerprint = inputs.parityFingerprint(of: suite)
            fingerprints[TestInputs.parityID] = fingerprint
            let usable: (CachedTests) -> Bool = { cached in
                !coverage || selectedIDs.allSatisfy { cached.parityCoverage?[$0] != nil }
            }
            if let cached = cache.value(for: TestInputs.parityID, fingerprint: fingerprint, where: usable) {
                parity?.tests = cached.results
                recordedBy[TestInputs.parityID] = cached.recordedBy
                if coverage {
                    for id in selectedIDs { setParityCoverage(cached.parityCoverage?[id], of: id, in: &modules) }
                }
            } else {
                parityToRun = suite
            }
        }

        var notes: [String] = []
        if !toRun.isEmpty || parityToRun != nil {
            let phase = TestPhase(
                command: testsCommand(context.toolchain, coverage: coverage),
                root: root, packageName: context.packageName, progress: progress, cancellation: cancellation, workDirectory: context.logs
            )
            let outcome = try phase.run(
                modules: toRun, parity: parityToRun, declaredTests: context.declaredTests,
                coverage: coverage, parityCovers: context.selected.modules
            )
            for module in toRun {
                guard let results = outcome.tests[module.id] else { continue }
                let own = outcome.coverage[module.id]?.own
                apply(results, coverage: own, to: module.id, in: &modules)
                for failure in outcome.failures[module.id] ?? [] {
                    if let index = modules.firstIndex(where: { $0.id == module.id }) { modules[index].fail(failure.phase, failure.message) }
                }
                // Only passing runs are kept: a failure may be the machine's (a time limit under
                // load), and must show again until the tests pass.
                if results.status == "passed" || results.status == "no tests", !coverage || own != nil || results.status == "no tests" {
                    cache.store(CachedTests(results: results, coverage: own), for: module.id, fingerprint: fingerprints[module.id] ?? "")
                }
            }
            if parityToRun != nil, let results = outcome.parity {
                parity?.tests = results
                var perModule: [String: Coverage] = [:]
                for id in selectedIDs {
                    let covered = outcome.coverage[id]?.parity
                    perModule[id] = covered
                    setParityCoverage(covered, of: id, in: &modules)
                }
                if results.status == "passed" {
                    cache.store(
                        CachedTests(results: results, parityCoverage: coverage ? perModule : nil),
                        for: TestInputs.parityID, fingerprint: fingerprints[TestInputs.parityID] ?? ""
                    )
                }
            }
            notes += outcome.notes
            notes.append(
                coverage
                    ? "Tests ran on the coverage-instrumented debug build in \(relative(scratchPath))/debug; their times include the instrumentation."
                    : "Tests ran on the package's own debug build in .build, the one `Scripts/test` makes."
            )
        }
        notes += reuseNotes(cache, recordedBy: recordedBy)
        if context.keepsResults { cache.saveReporting() }
        return notes
    }

    /// The recorder of `Scripts/test`'s verdicts for this runner's tests phase: the same cache
    /// folder, test build and parity suite a default run reads.
    public func testRunRecorder(toolchain: Toolchain, now: @escaping () -> Date = Date.init) throws -> TestRunRecorder {
        try TestRunRecorder(
            root: root, cacheDirectory: cacheDirectory, testBinPath: testsCommand(toolchain, coverage: false).binPath,
            toolchain: toolchain, parityTarget: options.parityTarget, now: now
        )
    }

    /// What the report says of results taken from the cache: an earlier metrics run's, or
    /// `Scripts/test`'s (one process for every target, so no time per module).
    private func reuseNotes(_ cache: ResultCache<CachedTests>, recordedBy: [String: String]) -> [String] {
        func names(_ ids: [String]) -> String {
            ids.map { $0 == TestInputs.parityID ? "the parity suite" : $0 }.joined(separator: ", ")
        }
        func when(_ ids: [String]) -> String {
            let dates = Set(ids.compactMap { cache.measured($0) }).sorted()
            return dates.count == 1 ? dates[0] : "\(dates.first ?? "?") to \(dates.last ?? "?")"
        }
        let inputs = "whose inputs were byte for byte the same (their sources, tests, the shared modules, Package.swift, the toolchain)"
        var notes: [String] = []
        let fromScript = cache.reused.filter { recordedBy[$0] != nil }
        let fromMetrics = cache.reused.filter { recordedBy[$0] == nil }
        if !fromScript.isEmpty {
            notes.append(
                "Tests: the results of \(names(fromScript)) are those of `Scripts/test` (\(when(fromScript))), \(inputs); it runs every test target in one process, so they have no time per module. `--no-cache` runs them here."
            )
        }
        if !fromMetrics.isEmpty {
            notes.append(
                "Tests: the results of \(names(fromMetrics)) are those of an earlier run (\(when(fromMetrics))) \(inputs); their times are that run's. `--no-cache` runs them again."
            )
        }
        return notes
    }

    private func apply(_ results: TestResults, coverage own: Coverage?, to id: String, in modules: inout [ModuleReport]) {
        guard let index = modules.firstIndex(where: { $0.id == id }) else { return }
        modules[index].tests = results
        if let own { modules[index].coverage = CoverageFigures(own: own, parity: modules[index].coverage?.parity) }
    }

    private func setParityCoverage(_ covered: Coverage?, of id: String, in modules: inout [ModuleReport]) {
        guard let covered, let index = modules.firstIndex(where: { $0.id == id }) else { return }
        modules[index].coverage = CoverageFigures(own: modules[index].coverage?.own, parity: covered)
    }
}
