import Foundation
@testable import MetricsKit
import Testing

/// The one way the runner's phases use their result cache (`ResultCache.using`): what a phase
/// stores is kept when it finishes, and only then; an unusable cache folder keeps nothing, and
/// `--no-cache` reads nothing but loses nothing either.
@Suite struct PhaseResultCacheTests {
    private let folder: String
    private let passed = TestResults(listed: 4, status: "passed", passed: 4)

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("phase-cache-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private struct PhaseFailed: Error {}

    private func phase<Result>(
        reading: Bool = true, saving: Bool = true, _ body: (ResultCache<TestResults>) throws -> Result
    ) rethrows -> Result {
        try ResultCache.using(directory: folder, phase: "trace", reading: reading, saving: saving, body)
    }

    @Test func whatAFinishedPhaseStoredIsThereForTheNextRun() throws {
        phase { $0.store(passed, for: "Alpha/MVVM", fingerprint: "a") }
        #expect(phase { $0.value(for: "Alpha/MVVM", fingerprint: "a") } == passed)
    }

    @Test func aPhaseThatFailsKeepsWhatWasKeptBefore() throws {
        phase { $0.store(passed, for: "Alpha/MVVM", fingerprint: "a") }
        #expect(throws: PhaseFailed.self) {
            try phase { cache in
                cache.store(passed, for: "Alpha/MVVM", fingerprint: "b")
                throw PhaseFailed()
            }
        }
        #expect(phase { $0.value(for: "Alpha/MVVM", fingerprint: "a") } == passed)
    }

    @Test func anUnusableCacheFolderKeepsNothing() {
        phase(saving: false) { $0.store(passed, for: "Alpha/MVVM", fingerprint: "a") }
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/results-trace.json"))
        #expect(phase { $0.value(for: "Alpha/MVVM", fingerprint: "a") } == nil)
    }

    @Test func noCacheReadsNothingAndKeepsTheStoredResults() {
        phase { $0.store(passed, for: "Alpha/MVVM", fingerprint: "a") }
        #expect(phase(reading: false) { $0.value(for: "Alpha/MVVM", fingerprint: "a") } == nil)
        #expect(phase { $0.value(for: "Alpha/MVVM", fingerprint: "a") } == passed)
    }
}
