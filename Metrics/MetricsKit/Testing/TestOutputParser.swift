import Foundation

/// Reads test outcomes: XCTest from its console lines (``TestConsoleFormat``), Swift
/// Testing from the xUnit file SwiftPM writes next to the requested one (`…-swift-testing.xml`;
/// XCTest writes no xUnit file on Linux). Counts are per test function, as the runner lists them.
public enum TestOutputParser {
    public struct Counts: Sendable, Equatable {
        public var passed = 0
        public var failed = 0
        public var skipped = 0

        public init(passed: Int = 0, failed: Int = 0, skipped: Int = 0) {
            self.passed = passed
            self.failed = failed
            self.skipped = skipped
        }

        public static func + (lhs: Counts, rhs: Counts) -> Counts {
            Counts(passed: lhs.passed + rhs.passed, failed: lhs.failed + rhs.failed, skipped: lhs.skipped + rhs.skipped)
        }
    }

    /// XCTest results from the console output: one verdict line per test function.
    public static func xctest(console: String) -> Counts {
        var counts = Counts()
        for line in console.split(separator: "\n") {
            switch TestConsoleFormat.verdict(of: line) {
            case .passed: counts.passed += 1
            case .failed: counts.failed += 1
            case .skipped: counts.skipped += 1
            case nil: break
            }
        }
        return counts
    }

    /// Swift Testing results from its xUnit XML: one `<testcase>` per test function.
    public static func xunit(_ xml: String) -> Counts {
        XUnitCounter.count(xml)
    }

    /// Swift Testing results of a run of many test targets, by target.
    public static func xunitByTarget(_ xml: String) -> [String: Counts] {
        XUnitCounter.countByTarget(xml)
    }

    /// Test ids of `swift test list`, counted per test target (the part before the first dot).
    public static func listedTests(_ output: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in output.split(separator: "\n") {
            guard let target = TestConsoleFormat.listedTarget(of: line) else { continue }
            counts[target, default: 0] += 1
        }
        return counts
    }
}
