import Foundation

/// Keeps the verdicts of a whole `swift test` run — `Scripts/test`'s — in the tests phase's result
/// cache, under the same fingerprints a metrics run computes, so the default `Scripts/metrics`
/// after it takes them instead of running the same tests again (README: the two commands).
///
/// A module (or the parity suite) is kept only when every test its targets list ran and none
/// failed, and when none of its inputs changed after the test bundle was built: results are
/// never kept for sources they were not built from.
public struct TestRunRecorder {
    /// What one recording did.
    public struct Outcome: Sendable, Equatable {
        /// Modules (and `parity`) whose results were kept.
        public var kept: [String] = []
        /// Modules (and `parity`) left to the metrics run, each with why.
        public var left: [String: String] = [:]
    }

    /// The name the cache gives the recording command, for the report's note.
    public static let command = "Scripts/test"

    let root: String
    let cacheDirectory: String
    let toolchain: Toolchain
    let workspace: Workspace
    let now: () -> Date
    /// The test bundle `swift build --build-tests` makes in the package's own `.build`.
    public let testBundle: String

    /// Reads the package at `root` as a metrics run does (its manifest, its modules); the test
    /// bundle is the one in `testBinPath` (``MetricsRunner/testRunRecorder(toolchain:now:)`` gives
    /// the folders a metrics run uses).
    init(
        root: String, cacheDirectory: String, testBinPath: String, toolchain: Toolchain, parityTarget: String,
        now: @escaping () -> Date = Date.init
    ) throws {
        let manifest = try ManifestLoader(root: root, cacheDirectory: cacheDirectory, toolchain: toolchain).load()
        self.root = root
        self.cacheDirectory = cacheDirectory
        self.toolchain = toolchain
        self.testBundle = "\(testBinPath)/\(manifest.name)PackageTests.xctest"
        self.workspace = try WorkspaceLayout(parityTargetName: parityTarget).classify(manifest: manifest, root: root, files: SourceLister(root: root))
        self.now = now
    }

    /// Records the run whose Swift Testing xUnit file is `xunit`, whose `swift test list` printed
    /// `listing`, on a test bundle built at `builtAt`. Saves the cache.
    public func record(xunit: String, listing: String, builtAt: Date) throws -> Outcome {
        let counts = TestOutputParser.xunitByTarget(xunit)
        let listed = TestOutputParser.listedTests(listing)
        let inputs = TestInputs(workspace: workspace, root: root, toolchain: toolchain.identity)
        let cache = ResultCache<MetricsRunner.CachedTests>(directory: cacheDirectory, phase: "tests", now: now)
        var outcome = Outcome()

        func keep(_ id: String, targets: [TargetSources], inputFiles: [String], fingerprint: () -> String) {
            if let changed = inputFiles.first(where: { modified($0) > builtAt }) {
                outcome.left[id] = "\(changed) changed after the test build"
                return
            }
            var total = TestOutputParser.Counts()
            var listedTotal = 0
            for target in targets {
                let ran = counts[target.name] ?? .init()
                let expected = listed[target.name] ?? 0
                guard ran.passed + ran.failed + ran.skipped == expected else {
                    outcome.left[id] = "\(target.name): \(expected) tests listed, \(ran.passed + ran.failed + ran.skipped) ran"
                    return
                }
                total = total + ran
                listedTotal += expected
            }
            guard total.failed == 0 else {
                outcome.left[id] = "\(total.failed) test(s) failed"
                return
            }
            let status = listedTotal == 0 ? "no tests" : "passed"
            let results = TestResults(listed: listedTotal, status: status, passed: total.passed, failed: 0, skipped: total.skipped)
            cache.store(.init(results: results, recordedBy: Self.command), for: id, fingerprint: fingerprint())
            outcome.kept.append(id)
        }

        for module in workspace.modules {
            keep(module.id, targets: module.testTargets, inputFiles: inputs.inputs(of: module)) { inputs.fingerprint(of: module) }
        }
        if let parity = workspace.parity {
            keep(TestInputs.parityID, targets: [parity], inputFiles: inputs.parityInputs(of: parity)) { inputs.parityFingerprint(of: parity) }
        }
        try cache.save()
        return outcome
    }

    /// When the file at `path` (relative to the package) last changed; a missing file counts as
    /// changed now, so its module is left to the metrics run.
    private func modified(_ path: String) -> Date {
        let attributes = try? FileManager.default.attributesOfItem(atPath: "\(root)/\(path)")
        return attributes?[.modificationDate] as? Date ?? .distantFuture
    }
}
