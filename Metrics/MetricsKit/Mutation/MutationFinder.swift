import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Finds every place in one source file where the operators can plant a bug. The tree is folded
/// first (`a + b == c` becomes `(a + b) == c`), so a swapped operator's point covers exactly its
/// operands. Only code that runs is mutated — function, accessor and closure bodies — never
/// declarations, patterns, attributes, default values or `#if` conditions, and an expression
/// point only when it fits on one line: the schema then keeps every line where it was, so a
/// compiler error and a coverage count name the mutant's own line.
public struct MutationFinder: Sendable {
    public init() {}

    /// The points of `source`, in the order of their place in the file; `file` is the path they carry.
    public func points(in source: String, file: String) -> [MutationPoint] {
        let folded = OperatorTable.standardOperators.foldAll(Parser.parse(source: source)) { _ in }
        let visitor = MutationVisitor(source: Array(source.utf8), file: file, converter: SourceLocationConverter(fileName: file, tree: folded))
        visitor.walk(folded)
        return visitor.points.sorted { ($0.start, $0.end, $0.mutated) < ($1.start, $1.end, $1.mutated) }
    }
}
