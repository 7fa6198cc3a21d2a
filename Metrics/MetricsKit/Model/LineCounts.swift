/// Files and lines of a set of Swift files: code (not blank, not only comment), comment, blank.
public struct LineCounts: Codable, Sendable, Equatable {
    public var files: Int
    public var code: Int
    public var comment: Int
    public var blank: Int

    public init(files: Int = 0, code: Int = 0, comment: Int = 0, blank: Int = 0) {
        self.files = files
        self.code = code
        self.comment = comment
        self.blank = blank
    }

    /// Every physical line: code + comment + blank.
    public var total: Int { code + comment + blank }

    public static let zero = LineCounts()

    public static func + (lhs: LineCounts, rhs: LineCounts) -> LineCounts {
        LineCounts(
            files: lhs.files + rhs.files, code: lhs.code + rhs.code,
            comment: lhs.comment + rhs.comment, blank: lhs.blank + rhs.blank
        )
    }

    public static func += (lhs: inout LineCounts, rhs: LineCounts) { lhs = lhs + rhs }
}

/// The shape of a set of files: how many types, protocols and functions, and how long the functions are.
public struct Shape: Codable, Sendable, Equatable {
    /// Classes, structs, enums and actors, nested ones included; extensions are not types.
    public var types: Int
    public var protocols: Int
    /// `func`, `init` and `deinit` declarations with a body.
    public var functions: Int
    /// Code lines of all those functions together (nested functions count in both).
    public var functionCodeLines: Int
    public var longestFunction: LongestFunction?

    public init(
        types: Int = 0, protocols: Int = 0, functions: Int = 0, functionCodeLines: Int = 0,
        longestFunction: LongestFunction? = nil
    ) {
        self.types = types
        self.protocols = protocols
        self.functions = functions
        self.functionCodeLines = functionCodeLines
        self.longestFunction = longestFunction
    }

    /// Mean function length in code lines, or nil without functions.
    public var averageFunctionLines: Double? {
        functions == 0 ? nil : Double(functionCodeLines) / Double(functions)
    }

    public static func + (lhs: Shape, rhs: Shape) -> Shape {
        let longest: LongestFunction? = switch (lhs.longestFunction, rhs.longestFunction) {
        case let (left?, right?): right.codeLines > left.codeLines ? right : left
        case let (left, right): left ?? right
        }
        return Shape(
            types: lhs.types + rhs.types, protocols: lhs.protocols + rhs.protocols,
            functions: lhs.functions + rhs.functions,
            functionCodeLines: lhs.functionCodeLines + rhs.functionCodeLines,
            longestFunction: longest
        )
    }

    public static func += (lhs: inout Shape, rhs: Shape) { lhs = lhs + rhs }
}

/// Where the longest function is and how long it is.
public struct LongestFunction: Codable, Sendable, Equatable {
    public var name: String
    /// Relative to the package root.
    public var file: String
    /// One-based line of the declaration.
    public var line: Int
    public var codeLines: Int

    public init(name: String, file: String, line: Int, codeLines: Int) {
        self.name = name
        self.file = file
        self.line = line
        self.codeLines = codeLines
    }
}
