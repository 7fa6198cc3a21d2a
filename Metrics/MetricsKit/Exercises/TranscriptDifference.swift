/// Where a transcript departs from its golden one, as a reader wants to see it: the first line
/// that differs and a short line diff around the changes (`-` expected, `+` printed).
public struct TranscriptDifference: Sendable {
    public let expected: [Substring]
    public let actual: [Substring]

    public init(expected: String, actual: String) {
        self.expected = expected.split(separator: "\n", omittingEmptySubsequences: false)
        self.actual = actual.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The 1-based number of the first line that differs (one past the end when one transcript
    /// is the other with more lines).
    public var firstLine: Int {
        zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }.map { $0.offset + 1 }
            ?? min(expected.count, actual.count) + 1
    }

    /// The changed lines, each with its line number in the transcript it comes from, at most
    /// `limit` of them.
    public func lines(limit: Int = 40) -> [String] {
        var changes: [(line: Int, sign: String, text: Substring)] = []
        for change in actual.difference(from: expected) {
            switch change {
            case let .remove(offset, line, _): changes.append((offset + 1, "-", line))
            case let .insert(offset, line, _): changes.append((offset + 1, "+", line))
            }
        }
        changes.sort { ($0.line, $0.sign == "-" ? 0 : 1) < ($1.line, $1.sign == "-" ? 0 : 1) }
        let lines = changes.map { "\(String(repeating: " ", count: max(0, 5 - String($0.line).count)))\($0.line) \($0.sign) \($0.text)" }
        let shown = Array(lines.prefix(limit))
        return lines.count > limit ? shown + ["      … \(lines.count - limit) more changed lines"] : shown
    }
}
