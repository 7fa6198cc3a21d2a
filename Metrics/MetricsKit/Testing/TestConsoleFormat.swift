import Foundation

/// The lines XCTest and Swift Testing print on the console, the one place that knows them:
/// the tests phase counts XCTest's verdicts (``TestOutputParser``), a mutant's run counts the
/// tests it ran (``MutantTestRunner``) and stops at its first failure (``FailureWatcher``).
/// Each function reads one line, without its line break.
enum TestConsoleFormat {
    /// What XCTest says of one test case.
    enum Verdict: Equatable {
        case passed, failed, skipped
    }

    /// The test library whose summary a line is.
    enum Library: CaseIterable {
        /// `Executed 3 tests, with 0 failures (0 unexpected) in 0.005 (0.005) seconds`, indented,
        /// printed after every suite and once for the whole run.
        case xctest
        /// `✔ Test run with 12 tests in 4 suites passed after 0.010 seconds.`
        case swiftTesting

        /// The words just before the count.
        var countPrefix: String {
            switch self {
            case .xctest: "Executed "
            case .swiftTesting: "Test run with "
            }
        }
    }

    /// XCTest's verdict of one test case, `Test Case 'Suite.testOne' passed (0.005 seconds)` (one
    /// leading space allowed); nil for any other line, its `… started at …` line among them.
    static func verdict(of line: Substring) -> Verdict? {
        let text = line.trimmingPrefix(" ")
        guard text.hasPrefix("Test Case '") else { return nil }
        if text.contains("' passed (") { return .passed }
        if text.contains("' failed (") { return .failed }
        if text.contains("' skipped (") { return .skipped }
        return nil
    }

    /// Whether the line says a test failed: Swift Testing's `✘ Test …` (an issue recorded, a
    /// test failed, the run failed) or XCTest's failed verdict.
    static func isFailure(_ line: Substring) -> Bool {
        line.hasPrefix("✘ Test ") || verdict(of: line) == .failed
    }

    /// The number of tests the line's summary reports, when it is `library`'s summary: its
    /// count followed by ` test` (`1 test`, `12 tests`), wherever in the line it stands.
    static func testsReported(by line: Substring, library: Library) -> Int? {
        guard let range = line.range(of: library.countPrefix) else { return nil }
        let rest = line[range.upperBound...]
        let digits = rest.prefix { $0.isNumber }
        guard let count = Int(digits), rest.dropFirst(digits.count).hasPrefix(" test") else { return nil }
        return count
    }

    /// The test target of one test id in what `swift test list` prints (`ATests.Suite/check()`,
    /// the part before the first dot); nil for its other lines (`[0/1] Planning build`, warnings).
    static func listedTarget(of line: Substring) -> String? {
        let id = line.trimmingCharacters(in: .whitespaces)
        guard !id.isEmpty, !id.hasPrefix("["), !id.contains(" "), let dot = id.firstIndex(of: ".") else { return nil }
        return String(id[..<dot])
    }
}
