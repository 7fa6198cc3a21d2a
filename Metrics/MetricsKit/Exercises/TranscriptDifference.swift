/// Where a transcript departs from its golden one, as a reader wants to see it: the first line
/// that differs, and unified hunks (`diff -u`'s form: a few lines of context around each change,
/// `-` expected, `+` printed), first difference first.
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

    /// One line of the aligned transcripts: in both, only expected, or only printed.
    enum Step: Equatable {
        case same(expected: Int, actual: Int)
        case removed(expected: Int)
        case inserted(actual: Int)

        var isChange: Bool {
            if case .same = self { return false }
            return true
        }
    }

    /// Both transcripts walked together along the shortest edit script; at a change the
    /// expected lines come before the printed ones, as `diff -u` shows them.
    func steps() -> [Step] {
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in actual.difference(from: expected) {
            switch change {
            case let .remove(offset, _, _): removed.insert(offset)
            case let .insert(offset, _, _): inserted.insert(offset)
            }
        }
        var steps: [Step] = []
        var old = 0
        var new = 0
        while old < expected.count || new < actual.count {
            if old < expected.count, removed.contains(old) {
                steps.append(.removed(expected: old))
                old += 1
            } else if new < actual.count, inserted.contains(new) {
                steps.append(.inserted(actual: new))
                new += 1
            } else {
                steps.append(.same(expected: old, actual: new))
                old += 1
                new += 1
            }
        }
        return steps
    }

    /// The differences as unified hunks with `context` unchanged lines around each change, at
    /// most `limit` lines; empty when the transcripts are the same.
    public func hunks(context: Int = 3, limit: Int = 60) -> [String] {
        let steps = steps()
        let changes = steps.indices.filter { steps[$0].isChange }
        guard let first = changes.first else { return [] }
        // Changes closer than twice the context share a hunk.
        var ranges: [ClosedRange<Int>] = []
        var start = first
        var end = first
        for index in changes.dropFirst() {
            if index - end > 2 * context {
                ranges.append(max(0, start - context)...min(steps.count - 1, end + context))
                start = index
            }
            end = index
        }
        ranges.append(max(0, start - context)...min(steps.count - 1, end + context))

        var lines: [String] = []
        for range in ranges {
            lines.append(header(of: range, in: steps))
            for step in steps[range] {
                switch step {
                case let .same(expected: line, actual: _): lines.append(" \(expected[line])")
                case let .removed(expected: line): lines.append("-\(expected[line])")
                case let .inserted(actual: line): lines.append("+\(actual[line])")
                }
            }
        }
        guard lines.count > limit else { return lines }
        return Array(lines.prefix(limit)) + ["… \(lines.count - limit) more lines of differences"]
    }

    /// `@@ -<first expected line>,<count> +<first printed line>,<count> @@`, 1-based; a side with
    /// no line in the hunk names the line before it, as `diff -u` does.
    private func header(of range: ClosedRange<Int>, in steps: [Step]) -> String {
        func counts(_ slice: ArraySlice<Step>) -> (expected: Int, actual: Int) {
            slice.reduce(into: (0, 0)) { counts, step in
                switch step {
                case .same: counts.0 += 1; counts.1 += 1
                case .removed: counts.0 += 1
                case .inserted: counts.1 += 1
                }
            }
        }
        let before = counts(steps[..<range.lowerBound])
        let inside = counts(steps[range])
        func span(_ before: Int, _ count: Int) -> String { "\(count == 0 ? before : before + 1),\(count)" }
        return "@@ -\(span(before.expected, inside.expected)) +\(span(before.actual, inside.actual)) @@"
    }
}
