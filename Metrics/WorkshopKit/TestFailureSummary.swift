/// What a participant needs from a failed test run's log: each failing expectation whole
/// (a multi-line `#expect` prints over several lines), and for a long comparison the two
/// values side by side around their first difference instead of two walls of text.
struct TestFailureSummary {
    var log: String

    /// At most `limit` lines; the log's last lines when nothing in it looks like a failure.
    func lines(limit: Int = 40) -> [String] {
        let all = log.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        var index = 0
        while index < all.count {
            let line = all[index]
            index += 1
            guard Self.isFailure(line) else { continue }
            // The expectation's own lines: until the next line the test runner starts.
            var block = line
            while index < all.count, !Self.startsAnEntry(all[index]), !all[index].isEmpty {
                block += "\n" + all[index]
                index += 1
            }
            lines += Self.readable(block)
        }
        guard !lines.isEmpty else { return all.suffix(10) }
        guard lines.count > limit else { return lines }
        return Array(lines.prefix(limit)) + ["… \(lines.count - limit) more lines in the full log"]
    }

    static func isFailure(_ line: String) -> Bool {
        line.contains("✘") || line.contains(" error: ") || line.contains("Expectation failed")
    }

    /// Swift Testing starts each entry with a symbol, XCTest with "Test Case" / "Test Suite".
    static func startsAnEntry(_ line: String) -> Bool {
        let symbols: [Character] = ["✔", "✘", "◇", "↳", "􀟈", "􀢄", "􀄵", "⚠"]
        guard let first = line.first else { return false }
        return symbols.contains(first) || line.hasPrefix("Test Case") || line.hasPrefix("Test Suite") || line.hasPrefix("[")
    }

    /// A failure as it was printed, except that a comparison too long to read
    /// (`(lhs → value) == (rhs → value)`) shows its two expressions whole, then its two values
    /// one under the other from a little before the first character where they part.
    static func readable(_ block: String, width: Int = 200) -> [String] {
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard block.count > width, let comparison = Comparison(block) else { return lines }
        let text = block[..<comparison.start] + "\(comparison.leftExpression) == \(comparison.rightExpression)"
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + comparison.window()
    }

    /// The two sides of a failed `==` as Swift Testing prints it: `(expression → value)` each.
    struct Comparison {
        /// Where the comparison starts in the block (after "Expectation failed: ").
        var start: String.Index
        var leftExpression: Substring
        var left: Substring
        var rightExpression: Substring
        var right: Substring

        init?(_ block: String) {
            guard let failed = block.range(of: "Expectation failed: ("), block.hasSuffix(")") else { return nil }
            let body = block[failed.upperBound..<block.index(before: block.endIndex)]
            // The split that leaves a captured value on each side; a value may hold ") == (" itself.
            var search = body.startIndex
            while let separator = body.range(of: ") == (", range: search..<body.endIndex) {
                let lhs = body[..<separator.lowerBound]
                let rhs = body[separator.upperBound...]
                if let leftArrow = lhs.range(of: " → "), let rightArrow = rhs.range(of: " → ") {
                    start = block.index(before: failed.upperBound)
                    leftExpression = lhs[..<leftArrow.lowerBound]
                    left = lhs[leftArrow.upperBound...]
                    rightExpression = rhs[..<rightArrow.lowerBound]
                    right = rhs[rightArrow.upperBound...]
                    return
                }
                search = separator.upperBound
            }
            return nil
        }

        /// Both values from a little before their first difference, one under the other.
        func window(before: Int = 40, after: Int = 100) -> [String] {
            let common = zip(left, right).prefix { $0 == $1 }.count
            let from = max(0, common - before)
            func cut(_ value: Substring) -> String {
                let shown = value.dropFirst(from).prefix(before + after)
                return (from > 0 ? "…" : "") + shown + (value.count > from + shown.count ? "…" : "")
            }
            let offset = common - from + (from > 0 ? 1 : 0)
            return [
                "  left:  " + cut(left),
                "  right: " + cut(right),
                "         " + String(repeating: " ", count: offset) + "^ first difference, character \(common + 1)",
            ]
        }
    }
}
