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

    /// The kinds from a finished `LineMarker` walk (`ShapeVisitor` is one).
    init(marks marker: LineMarker) {
        let map = marker.map
        kinds = (0..<map.lineCount).map { line in
            if map.isWhitespaceOnly(line: line) { return .blank }
            if marker.hasCode[line] { return .code }
            if marker.hasComment[line] { return .comment }
            return .code
        }
    }

    init(tree: SourceFileSyntax, map: LineMap) {
        let marker = LineMarker(map: map)
        marker.walk(tree)
        self.init(marks: marker)
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

/// Marks the lines that each token's text and each comment in its trivia touch. A visitor
/// rather than `tree.tokens(viewMode:)`: the visitor reuses its node storage, which makes the
/// walk several times cheaper (it was a quarter of `--quick`). Subclasses see every node on the
/// same walk, so a file is walked once for its lines and its shape.
class LineMarker: SyntaxVisitor {
    let map: LineMap
    private(set) var hasCode: [Bool]
    private(set) var hasComment: [Bool]
    private var cursor = LineMap.Cursor()

    init(map: LineMap) {
        self.map = map
        hasCode = [Bool](repeating: false, count: map.lineCount)
        hasComment = [Bool](repeating: false, count: map.lineCount)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        let start = token.position.utf8Offset
        let textStart = start + token.leadingTriviaLength.utf8Length
        let textEnd = textStart + token.trimmedLength.utf8Length
        markTrivia(token.leadingTrivia, from: start)
        mark(textStart, textEnd, code: true)
        markTrivia(token.trailingTrivia, from: textEnd)
        return .skipChildren
    }

    private func markTrivia(_ trivia: Trivia, from start: Int) {
        var offset = start
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                mark(offset, offset + length, code: false)
            case .unexpectedText:
                mark(offset, offset + length, code: true)
            default:
                break
            }
            offset += length
        }
    }

    private func mark(_ start: Int, _ end: Int, code: Bool) {
        guard end > start else { return }
        let first = map.line(of: start, cursor: &cursor)
        var probe = cursor
        let last = map.line(of: end - 1, cursor: &probe)
        for line in first...last {
            if code { hasCode[line] = true } else { hasComment[line] = true }
        }
    }
}
