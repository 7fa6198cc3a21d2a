import Foundation

/// The tests' result cache, which a metrics run's tests phase and `Scripts/test` both fill.
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

    /// The recorder of `Scripts/test`'s verdicts for this runner's tests phase: the same cache
    /// folder, test build and parity suite a default run reads.
    public func testRunRecorder(toolchain: Toolchain, now: @escaping () -> Date = Date.init) throws -> TestRunRecorder {
        try TestRunRecorder(
            root: root, cacheDirectory: cacheDirectory,
            testBinPath: PackageBuilds(toolchain: toolchain, root: root, scratchPath: scratchPath).tests(coverage: false).binPath,
            toolchain: toolchain, parityTarget: options.parityTarget, now: now
        )
    }
}
