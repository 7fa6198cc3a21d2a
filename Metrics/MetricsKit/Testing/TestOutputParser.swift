import Foundation

/// Reads test outcomes: XCTest from its console lines (`Test Case 'X.y' passed (…)`), Swift
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

    /// XCTest results from the console output.
    public static func xctest(console: String) -> Counts {
        var counts = Counts()
        for line in console.split(separator: "\n") {
            let text = line.trimmingPrefix(" ")
            guard text.hasPrefix("Test Case '") else { continue }
            if text.contains("' passed (") {
                counts.passed += 1
            } else if text.contains("' failed (") {
                counts.failed += 1
            } else if text.contains("' skipped (") {
                counts.skipped += 1
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
            let id = line.trimmingCharacters(in: .whitespaces)
            guard !id.isEmpty, !id.hasPrefix("["), !id.contains(" "), let dot = id.firstIndex(of: ".") else { continue }
            counts[String(id[..<dot]), default: 0] += 1
        }
        return counts
    }
}
