import SwiftSyntax

/// Sorts every physical line of a parsed file into code, comment or blank.
///
/// - blank: only whitespace (also inside block comments and multi-line strings, as cloc does);
/// - code: at least one character of a token, so a line holding code and a trailing comment
///   is code, and `// not a comment` inside a string literal is code;
/// - comment: the rest (line, block and doc comments alone on their line).
/// Inactive `#if` branches are parsed like any other code, so they count as code.
struct LineClassifier {
    typealias Kind = LineKind

    let kinds: [Kind]

    init(tree: SourceFileSyntax, map: LineMap) {
        var hasCode = [Bool](repeating: false, count: map.lineCount)
        var hasComment = [Bool](repeating: false, count: map.lineCount)
        var cursor = LineMap.Cursor()

        func mark(_ start: Int, _ end: Int, in flags: inout [Bool]) {
            guard end > start else { return }
            let first = map.line(of: start, cursor: &cursor)
            var last = first
            var probe = cursor
            last = map.line(of: end - 1, cursor: &probe)
            for line in first...last { flags[line] = true }
        }

        func markTrivia(_ trivia: Trivia, from start: Int) {
            var offset = start
            for piece in trivia {
                let length = piece.sourceLength.utf8Length
                switch piece {
                case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                    mark(offset, offset + length, in: &hasComment)
                case .unexpectedText:
                    mark(offset, offset + length, in: &hasCode)
                default:
                    break
                }
                offset += length
            }
        }

        for token in tree.tokens(viewMode: .sourceAccurate) {
            markTrivia(token.leadingTrivia, from: token.position.utf8Offset)
            let textStart = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let textEnd = token.endPositionBeforeTrailingTrivia.utf8Offset
            mark(textStart, textEnd, in: &hasCode)
            markTrivia(token.trailingTrivia, from: textEnd)
        }

        kinds = (0..<map.lineCount).map { line in
            if map.isWhitespaceOnly(line: line) { return .blank }
            if hasCode[line] { return .code }
            if hasComment[line] { return .comment }
            return .code
        }
    }

    var counts: LineCounts {
        var counts = LineCounts(files: 1)
        for kind in kinds {
            switch kind {
            case .blank: counts.blank += 1
            case .comment: counts.comment += 1
            case .code: counts.code += 1
            }
        }
        return counts
    }

    /// Code lines between two zero-based lines, both included.
    func codeLines(from first: Int, through last: Int) -> Int {
        guard first <= last, first >= 0, last < kinds.count else { return 0 }
        return kinds[first...last].reduce(0) { $0 + ($1 == .code ? 1 : 0) }
    }
}
