import Foundation

/// Runs one module's own test targets in the scratch tree's build, with one mutant switched on.
/// Swift Testing targets run from the test binary itself (SwiftPM's planning cost seconds per
/// run); a module with XCTest tests runs through `swift test`, which runs both libraries. A run
/// ends at the first failing test: one failure is all a killed mutant needs.
struct MutantTestRunner: Sendable {
    let command: SwiftPMCommand
    let packageName: String
    let testTargets: [String]
    /// Whether the test targets hold XCTest tests (`import XCTest`).
    let usesXCTest: Bool
    let cancellation: CancellationFlag?

    /// What one run showed.
    struct Run {
        var result: SubprocessResult
        /// Tests the run reported (XCTest and Swift Testing together); 0 when none ran.
        var tests: Int
        /// Ended at its first failing test.
        var failedEarly: Bool
    }

    private var filter: String { "^(\(testTargets.joined(separator: "|")))\\." }

    private func subprocess(environment: [String: String], timeout: Duration) -> Subprocess {
        if usesXCTest {
            return Subprocess(
                command.toolchain.swift,
                ["test", "--skip-build", "--package-path", command.packagePath, "--scratch-path", command.scratchPath, "--filter", filter],
                environment: environment, timeout: timeout
            )
        }
        return Subprocess(
            "\(command.binPath)/\(packageName)PackageTests.xctest", ["--testing-library", "swift-testing", "--filter", filter],
            environment: environment, timeout: timeout
        )
    }

    /// `mutant` nil runs the original code (the baseline), to its end. An instrumented build
    /// writes its coverage profiles into `profileDirectory`.
    func run(mutant: Int?, timeout: Duration, log: String, profileDirectory: String? = nil) throws -> Run {
        var environment = ProcessInfo.processInfo.environment
        environment[MutantSchema.environmentVariable] = mutant.map(String.init)
        environment["LLVM_PROFILE_FILE"] = profileDirectory.map { "\($0)/%p-%m.profraw" }
        let stop = CancellationFlag()
        var watcher = FailureWatcher(path: log)
        let result = try subprocess(environment: environment, timeout: timeout).run(outputPath: log, cancellation: stop) { [cancellation] _ in
            if cancellation?.isCancelled == true || (mutant != nil && watcher.sawFailure()) { stop.cancel() }
        }
        try cancellation?.check()
        let console = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return Run(result: result, tests: Self.testCount(console), failedEarly: result.endReason == .cancelled)
    }

    /// Tests a run reported: XCTest's summary (printed per suite, so the largest is the run's)
    /// and Swift Testing's, added.
    static func testCount(_ console: String) -> Int {
        var largest: [TestConsoleFormat.Library: Int] = [:]
        for line in console.split(separator: "\n") {
            for library in TestConsoleFormat.Library.allCases {
                guard let count = TestConsoleFormat.testsReported(by: line, library: library) else { continue }
                largest[library] = max(largest[library] ?? 0, count)
            }
        }
        return largest.values.reduce(0, +)
    }
}
