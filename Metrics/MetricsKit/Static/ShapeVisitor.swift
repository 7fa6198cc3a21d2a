import SwiftSyntax

/// Counts the shape of one file: types (class, struct, enum, actor — nested ones too;
/// extensions are not types), protocols, functions with a body (`func`, `init`, `deinit`),
/// each function's length in code lines from its keyword to its closing brace, and the tests it declares (`@Test` functions, and
/// `test…()` methods of `XCTestCase` subclasses). Marks the lines on the same walk: a
/// function's code lines are read once the walk is over (`functions(in:)`).
final class ShapeVisitor: LineMarker {
    private var xcTestCaseDepth: [Bool] = []
    private var spans: [(name: String, first: Int, last: Int)] = []

    private(set) var types = 0
    private(set) var protocols = 0
    private(set) var declaredTests = 0

    /// Every function with a body, in source order, measured in `lines`.
    func functions(in lines: LineClassifier) -> [FunctionLength] {
        spans.map { FunctionLength(name: $0.name, line: $0.first + 1, codeLines: lines.codeLines(from: $0.first, through: $0.last)) }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        types += 1
        let inherits = node.inheritanceClause?.inheritedTypes.contains {
            $0.type.trimmedDescription == "XCTestCase" || $0.type.trimmedDescription == "XCTest.XCTestCase"
        } ?? false
        xcTestCaseDepth.append(inherits)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        xcTestCaseDepth.removeLast()
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        types += 1
        xcTestCaseDepth.append(false)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { xcTestCaseDepth.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        types += 1
        xcTestCaseDepth.append(false)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { xcTestCaseDepth.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        types += 1
        xcTestCaseDepth.append(false)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) { xcTestCaseDepth.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols += 1
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isSwiftTestingTest = node.attributes.contains { element in
            guard case let .attribute(attribute) = element else { return false }
            let name = attribute.attributeName.trimmedDescription
            return name == "Test" || name == "Testing.Test"
        }
        let isXCTest = xcTestCaseDepth.last == true && node.name.text.hasPrefix("test")
            && node.signature.parameterClause.parameters.isEmpty
        if isSwiftTestingTest || isXCTest { declaredTests += 1 }
        record(node, from: node.funcKeyword, name: node.name.text, hasBody: node.body != nil)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, from: node.initKeyword, name: "init", hasBody: node.body != nil)
        return .visitChildren
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, from: node.deinitKeyword, name: "deinit", hasBody: node.body != nil)
        return .visitChildren
    }

    /// Length from the line of the `func` / `init` / `deinit` keyword (attributes on lines
    /// above are not counted) to the closing brace.
    private func record(_ node: some SyntaxProtocol, from keyword: TokenSyntax, name: String, hasBody: Bool) {
        guard hasBody else { return }
        let first = map.line(of: keyword.positionAfterSkippingLeadingTrivia.utf8Offset)
        let last = map.line(of: max(node.endPositionBeforeTrailingTrivia.utf8Offset - 1, 0))
        spans.append((name, first, last))
    }
}

/// One function and its length in code lines; `line` is one-based.
struct FunctionLength: Sendable, Equatable {
    var name: String
    var line: Int
    var codeLines: Int
}
