import Foundation
import SwiftParser
import SwiftSyntax

/// Parses one Swift file with swift-syntax and measures it.
public enum SourceFileAnalyzer {
    /// What `source` measures, parse errors or not: for text known to be Swift (tests, snippets).
    public static func analyze(source: String) -> FileAnalysis {
        analyze(Parser.parse(source: source), source: source)
    }

    /// What `source` measures, or why it is not measured: a file swift-syntax cannot parse
    /// (``SyntaxErrorFinder``) would count as whatever the parser made of it — a whole file as
    /// one line of code with no role — and the compiler refuses it anyway.
    public static func measure(source: String) throws(SkipReason) -> FileAnalysis {
        let tree = Parser.parse(source: source)
        if let error = SyntaxErrorFinder.firstError(in: tree) { throw SkipReason("does not parse: \(error)") }
        return analyze(tree, source: source)
    }

    private static func analyze(_ tree: SourceFileSyntax, source: String) -> FileAnalysis {
        let bytes = Array(source.utf8)
        let map = LineMap(bytes)
        let visitor = ShapeVisitor(map: map)
        visitor.walk(tree)
        let lines = LineClassifier(marks: visitor)
        let functions = visitor.functions(in: lines)
        let references = ReferenceVisitor(map: map)
        references.walk(tree)
        let state = StateReader(map: map).read(tree)
        var counts = lines.counts
        if map.lineCount == 0 { counts = LineCounts(files: 1) }
        return FileAnalysis(
            lines: counts,
            shape: Shape(
                types: visitor.types, protocols: visitor.protocols,
                functions: functions.count,
                functionCodeLines: functions.reduce(0) { $0 + $1.codeLines },
                longestFunction: functions.max { $0.codeLines < $1.codeLines }
                    .map { LongestFunction(name: $0.name, file: "", line: $0.line, codeLines: $0.codeLines) }
            ),
            declaredTests: visitor.declaredTests,
            references: references.result,
            state: state
        )
    }

    /// The kind of every physical line of `source`, as the line counts classify them.
    public static func lineKinds(source: String) -> [LineKind] {
        let bytes = Array(source.utf8)
        return LineClassifier(tree: Parser.parse(source: source), map: LineMap(bytes)).kinds
    }

    /// Throws `SkipReason` when the file cannot be measured: `SourceText` or ``measure(source:)`` says why.
    public static func analyze(fileAt path: String) throws(SkipReason) -> FileAnalysis {
        var analysis = try measure(source: try SourceText.read(path).get())
        analysis.shape.longestFunction?.file = path
        return analysis
    }
}

/// How a physical line counts: only whitespace, only comments, or code (a token on it).
public enum LineKind: Sendable {
    case blank, comment, code
}

/// What one file measures.
public struct FileAnalysis: Codable, Sendable, Equatable {
    public var lines: LineCounts
    public var shape: Shape
    public var declaredTests: Int
    /// Imports, declared types and referenced type names (for the "what it buys" figures).
    public var references: FileReferences = FileReferences()
    /// Types and their mutable stored properties (for "where state lives").
    public var state: FileState = FileState()
}
