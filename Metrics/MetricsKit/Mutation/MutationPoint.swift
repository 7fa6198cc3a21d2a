/// One place in a source file where an operator can plant a bug: what the text says there and
/// what the mutant says instead.
public struct MutationPoint: Codable, Sendable, Equatable, Hashable {
    /// How the schema switches the point: an expression is chosen between the original and the
    /// mutated text; a removed statement runs only when its mutant is not the active one.
    public enum Kind: String, Codable, Sendable {
        case expression
        case statement
    }

    /// Relative to the package root.
    public var file: String
    /// One-based line and column of the point's first character.
    public var line: Int
    public var column: Int
    /// UTF-8 offsets of the original text in the file, end excluded.
    public var start: Int
    public var end: Int
    public var mutationOperator: MutationOperator
    public var kind: Kind
    /// The original text and the text the mutant puts in its place (empty for a removed statement).
    public var original: String
    public var mutated: String

    public init(
        file: String, line: Int, column: Int, start: Int, end: Int, mutationOperator: MutationOperator,
        kind: Kind, original: String, mutated: String
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.start = start
        self.end = end
        self.mutationOperator = mutationOperator
        self.kind = kind
        self.original = original
        self.mutated = mutated
    }

    /// Whether the two points touch the same text, so one schema cannot hold both.
    public func overlaps(_ other: MutationPoint) -> Bool {
        file == other.file && start < other.end && other.start < end
    }

    /// `Foo.swift:12 swap relational operator: a == b → a != b`.
    public var name: String {
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        return "\(fileName):\(line) \(mutationOperator.label): \(original) → \(kind == .statement ? "(removed)" : mutated)"
    }
}
