import Foundation
@testable import MetricsKit
import Testing

/// Every line kind `TestConsoleFormat` claims, as XCTest and Swift Testing print them on Linux,
/// and the lines next to them that it must not take for one.
@Suite struct TestConsoleFormatTests {
    @Test func xctestVerdicts() {
        #expect(TestConsoleFormat.verdict(of: "Test Case 'XT.testOne' passed (0.005 seconds)") == .passed)
        #expect(TestConsoleFormat.verdict(of: "Test Case 'XT.testTwo' failed (0.0 seconds)") == .failed)
        #expect(TestConsoleFormat.verdict(of: "Test Case 'XT.testThree' skipped (0.0 seconds)") == .skipped)
        #expect(TestConsoleFormat.verdict(of: " Test Case 'XT.testOne' passed (0.005 seconds)") == .passed)
        #expect(TestConsoleFormat.verdict(of: "Test Case 'XT.testOne' started at 2026-11-22 02:44:40.602") == nil)
        #expect(TestConsoleFormat.verdict(of: "Test Suite 'XT' passed at 2026-11-22 02:44:40.610") == nil)
        #expect(TestConsoleFormat.verdict(of: "✔ Test one() passed after 0.001 seconds.") == nil)
    }

    @Test func failuresOfEitherLibrary() {
        #expect(TestConsoleFormat.isFailure("✘ Test failing() recorded an issue at ATests.swift:12:9: Expectation failed: 1 == 2"))
        #expect(TestConsoleFormat.isFailure("✘ Test failing() failed after 0.004 seconds with 1 issue."))
        #expect(TestConsoleFormat.isFailure("Test Case 'XT.testTwo' failed (0.0 seconds)"))
        #expect(!TestConsoleFormat.isFailure("Test Case 'XT.testOne' passed (0.005 seconds)"))
        #expect(!TestConsoleFormat.isFailure("✔ Test one() passed after 0.001 seconds."))
        #expect(!TestConsoleFormat.isFailure("✘ Suite ATests failed after 0.004 seconds with 1 issue."))
        #expect(!TestConsoleFormat.isFailure("Test Suite 'XT' failed at 2026-11-22 02:44:40.610"))
    }

    @Test func summariesOfEitherLibrary() {
        let xctest = "\t Executed 3 tests, with 1 failure (0 unexpected) in 0.005 (0.005) seconds"
        #expect(TestConsoleFormat.testsReported(by: xctest[...], library: .xctest) == 3)
        #expect(TestConsoleFormat.testsReported(by: xctest[...], library: .swiftTesting) == nil)
        #expect(TestConsoleFormat.testsReported(by: "\t Executed 1 test, with 0 failures", library: .xctest) == 1)
        let swiftTesting = "✔ Test run with 12 tests in 4 suites passed after 0.010 seconds."
        #expect(TestConsoleFormat.testsReported(by: swiftTesting[...], library: .swiftTesting) == 12)
        #expect(TestConsoleFormat.testsReported(by: swiftTesting[...], library: .xctest) == nil)
        #expect(TestConsoleFormat.testsReported(by: "✘ Test run with 1 test in 1 suite failed after 0.1 seconds with 1 issue.", library: .swiftTesting) == 1)
        #expect(TestConsoleFormat.testsReported(by: "Executed the migration step", library: .xctest) == nil)
        #expect(TestConsoleFormat.testsReported(by: "Executed 3 steps", library: .xctest) == nil)
    }

    @Test func testListIds() {
        #expect(TestConsoleFormat.listedTarget(of: "ATests.XT/testOne") == "ATests")
        #expect(TestConsoleFormat.listedTarget(of: "  BTests.Suite/check()  ") == "BTests")
        #expect(TestConsoleFormat.listedTarget(of: "[0/1] Planning build") == nil)
        #expect(TestConsoleFormat.listedTarget(of: "warning: some warning with spaces") == nil)
        #expect(TestConsoleFormat.listedTarget(of: "Compiling") == nil)
        #expect(TestConsoleFormat.listedTarget(of: "") == nil)
    }

    /// The mutant runs stop at the first failure they see in a log still being written: a line
    /// the test process has not finished is read once it is.
    @Test func failureWatcherStopsAtTheFirstFailureOnceItsLineIsWhole() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("watcher-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        var watcher = FailureWatcher(path: log)
        let beforeAnything = watcher.sawFailure()
        #expect(!beforeAnything)
        try "◇ Test run started.\n✔ Test one() passed after 0.001 seconds.\n✘ Test two() recorded".write(toFile: log, atomically: false, encoding: .utf8)
        let beforeTheLineEnds = watcher.sawFailure()
        #expect(!beforeTheLineEnds)
        let handle = try #require(FileHandle(forWritingAtPath: log))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(" an issue at ATests.swift:4:5\n".utf8))
        try handle.close()
        let once = watcher.sawFailure()
        #expect(once)
    }
}
